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

/** The signed-in user of a request. */
export interface AuthUser {
  id: string;
  instanceId: string;
  email: string;
  role: Role;
  impersonatedBy?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    instance: ResolvedInstance | null;
    user?: AuthUser;
  }
}
