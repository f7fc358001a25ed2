import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './useAfterFirstPaint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'after' : 'first'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useAfterFirstPaint', () => {
  it('is false on the first render and true after the next frame and a task', async () => {
    let frame: FrameRequestCallback | null = null;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<Probe />);
    expect(screen.getByText('first')).toBeInTheDocument();
    // Not before the frame: a task alone does not make it true.
    await act(async () => vi.advanceTimersByTime(0));
    expect(screen.getByText('first')).toBeInTheDocument();
    await act(async () => {
      frame!(0);
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByText('after')).toBeInTheDocument();
  });

  it('becomes true after 250 ms in a tab that draws no frames', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<Probe />);
    await act(async () => vi.advanceTimersByTime(249));
    expect(screen.getByText('first')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('after')).toBeInTheDocument();
  });
});
