import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

/**
 * False on the first render, true once the browser has drawn it: the next frame, then a task of
 * its own. A screen renders what it needs first (its heading) and what is behind this after the
 * first paint, so the first paint is not held for the whole screen (ADR 0055). A tab in the
 * background draws no frames: there a timeout stands in (afterNextPaint).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    // A transition: React renders what comes after the paint in slices, yielding to the browser
    // between them, where an update from a timer would be rendered in one long task.
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}
