import { SetMetadata } from '@nestjs/common';
import type { Role, ToggleKey } from '@fieldwork/contracts';

export const PUBLIC_KEY = 'fw:public';
export const OPTIONAL_AUTH_KEY = 'fw:optional-auth';
export const MIN_ROLE_KEY = 'fw:min-role';
export const TOGGLE_KEY = 'fw:toggle';

/** No sign-in needed (the instance is still resolved from the host). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
/** Answers anonymously, and as the user when a bearer token comes (an invalid one is a 401). */
export const OptionalAuth = () => SetMetadata(OPTIONAL_AUTH_KEY, true);
/** The signed-in user's role must be at or above `role`. */
export const MinRole = (role: Role) => SetMetadata(MIN_ROLE_KEY, role);
/** The instance must have the app switched on. */
export const RequireToggle = (key: ToggleKey) => SetMetadata(TOGGLE_KEY, key);
