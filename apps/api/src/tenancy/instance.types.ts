import type { Role } from '@fieldwork/contracts';

/** The instance a request resolved from its Host header. */
export interface ResolvedInstance {
  id: string;
  name: string;
  active: boolean;
  host: string;
  /** The main host serves sys_admin's cross-instance screens. */
  isMainHost: boolean;
}

/** What a valid bearer token says: checked against the database when the request's transaction opens. */
export interface TokenIdentity {
  sub: string;
  instanceId: string;
  role: Role;
  impersonatedBy?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    instance: ResolvedInstance | null;
    identity?: TokenIdentity;
  }
}
