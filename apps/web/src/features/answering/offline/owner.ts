/**
 * Whose queue is whose (ADR 0045): a signed-in user's answers are theirs ("user:{id}"), a public
 * link's are the link's ("public:{token}"). Kept free of imports: the main layout reads it.
 */

/** The user an access token was issued to (its `sub`), read without checking it: it only names whose queue is whose. */
export function userIdOf(accessToken: string | null): string | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

export const userOwner = (userId: string) => `user:${userId}`;
export const publicOwner = (token: string) => `public:${token}`;
