/**
 * Lets the browser run what is waiting (input, a frame, other tasks) before the caller goes on,
 * in a task of its own: `scheduler.yield()` where the browser has it (the rest of the work keeps
 * its place in the queue), a zero-delay timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
