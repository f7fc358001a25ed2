# syntax=docker/dockerfile:1
# The API image: build the workspace, then `pnpm deploy` the API with its production
# dependencies only into a slim runtime stage. Build context: the repository root.

FROM node:22-bookworm-slim AS build
ENV CI=true TURBO_TELEMETRY_DISABLED=1 COREPACK_ENABLE_DOWNLOAD_PROMPT=0
# corepack runs the pnpm version (and hash) pinned in package.json "packageManager".
RUN corepack enable
WORKDIR /repo
# Dependencies first, so that source changes reuse this layer.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
# Patches of dependencies (pnpm patchedDependencies, ADR 0051) apply as they install.
COPY patches ./patches
RUN pnpm fetch --frozen-lockfile
COPY . .
RUN pnpm install --frozen-lockfile --offline \
 && pnpm turbo run build --filter=@fieldwork/api... \
 && pnpm --filter=@fieldwork/api deploy --legacy --prod /out \
 && test -f /out/dist/main.js && test -d /out/drizzle && test -f /out/assets/fonts/IBMPlexSansHebrew-Regular.ttf

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /out ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]
