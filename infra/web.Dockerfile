# syntax=docker/dockerfile:1
# The web image: build the Vite app, serve it with nginx, which proxies the API paths to the
# api service (infra/nginx.conf). Build context: the repository root.

FROM node:22-bookworm-slim AS build
ENV CI=true TURBO_TELEMETRY_DISABLED=1 COREPACK_ENABLE_DOWNLOAD_PROMPT=0
RUN corepack enable
WORKDIR /repo
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
# Patches of dependencies (pnpm patchedDependencies, ADR 0051) apply as they install.
COPY patches ./patches
RUN pnpm fetch --frozen-lockfile
COPY . .
RUN pnpm install --frozen-lockfile --offline \
 && pnpm turbo run build --filter=@fieldwork/web...

FROM nginx:1.28-alpine
COPY infra/nginx.conf /etc/nginx/conf.d/default.conf
COPY infra/nginx-security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /repo/apps/web/dist /usr/share/nginx/html
EXPOSE 80
