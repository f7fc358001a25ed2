import { applyDecorators, createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Action } from '@fieldwork/contracts';
import { ApiErrors } from '../common/api-errors';
import type { AnyCaller } from './caller';

export const ROUTE_ACCESS = 'fw:route-access';

/** How a route is reached; every route declares one (the app refuses to start otherwise). */
export type RouteAccess =
  | {
      kind: 'authenticated';
      /** The action the route needs, asked of the access policy before the handler runs. */
      action: Action;
      /** Answers anonymous callers too (as the user when a bearer token comes; a bad one is a 401). */
      anonymous: boolean;
      /**
       * The handler reads a long request body (an upload) before it touches the database: the
       * transaction, and the token check that opens it, wait for its first query rather than
       * holding a connection while the body streams in.
       */
      streamsBody: boolean;
    }
  | {
      kind: 'public';
      /** false: the route runs outside any tenant (health), even when the host names an instance. */
      tenant: boolean;
    };

/**
 * The route needs `action`: the access policy is asked before the handler runs, as
 * immich's `@Authenticated({ permission })` reads. Object-level rules are asked by the service
 * once it has loaded the row.
 */
export function Authenticated(options: { action: Action; anonymous?: boolean; streamsBody?: boolean }) {
  const access: RouteAccess = {
    kind: 'authenticated',
    action: options.action,
    anonymous: options.anonymous ?? false,
    streamsBody: options.streamsBody ?? false,
  };
  return applyDecorators(SetMetadata(ROUTE_ACCESS, access), ApiBearerAuth(), ApiErrors(400, 401, 403, 404, 500));
}

/** No sign-in and no policy: the token grant, and (with `tenant: false`) the health check. */
export function Public(options: { tenant?: boolean } = {}) {
  const tenant = options.tenant ?? true;
  return applyDecorators(
    SetMetadata(ROUTE_ACCESS, { kind: 'public', tenant } satisfies RouteAccess),
    // A tenant route answers 404 for a host that names no instance.
    tenant ? ApiErrors(400, 404, 500) : ApiErrors(500),
  );
}

/** The request's caller: instance, actor, transaction scope and policy context (see RequestScopeInterceptor). */
export const Auth = createParamDecorator((_: unknown, ctx: ExecutionContext): AnyCaller => {
  const caller = ctx.switchToHttp().getRequest<FastifyRequest>().caller;
  if (!caller) throw new Error('@Auth() on a route without a tenant scope');
  return caller;
});
