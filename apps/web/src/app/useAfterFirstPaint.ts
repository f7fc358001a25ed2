import { startTransition, useEffect, useState } from 'react';

/** How long a tab that draws no frames (in the background) waits before it renders what is behind the first paint. */
const WITHOUT_FRAMES_MS = 250;

/**
 * False on the first render, true once the browser has drawn it: the next frame, then a task of
 * its own. A screen renders what it needs first (its heading) and what is behind this after the
 * first paint, so the first paint is not held for the whole screen (ADR 0055). A tab in the
 * background draws no frames: there a timeout stands in.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A transition: React renders what comes after the paint in slices, yielding to the browser
    // between them, where an update from a timer would be rendered in one long task.
    const done = () => startTransition(() => setPainted(true));
    const frame = requestAnimationFrame(() => {
      clearTimeout(fallback);
      timer = setTimeout(done, 0);
    });
    const fallback = setTimeout(done, WITHOUT_FRAMES_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [painted]);
  return painted;
}
