/** How long a tab that draws no frames (in the background) waits instead of the next frame. */
export const WITHOUT_FRAMES_MS = 250;

/**
 * Calls `done` once the browser has drawn what is on screen: after the next frame, in a task of
 * its own; in a tab that draws no frames, after WITHOUT_FRAMES_MS. Returns what cancels it. The
 * entry waits with it before the app's code runs (main.tsx), and useAfterFirstPaint before what a
 * screen draws after its first paint.
 */
export function afterNextPaint(done: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fallback = setTimeout(done, WITHOUT_FRAMES_MS);
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback);
    timer = setTimeout(done, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}
