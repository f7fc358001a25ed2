/**
 * Replies a service hands out again and again by reference (built once from cached state and
 * never changed afterwards). The request scope checks such a reply against the route's response
 * schema the first time only and reuses the checked result (ADR 0027): the signed-in bootstrap,
 * the largest reply every page load asks for, is the case in point.
 */
const reusable = new WeakSet<object>();

/** Marks `reply` as built once and never mutated; returns it. */
export function reusableReply<T extends object>(reply: T): T {
  reusable.add(reply);
  return reply;
}

export function isReusableReply(value: unknown): value is object {
  return typeof value === 'object' && value !== null && reusable.has(value);
}
