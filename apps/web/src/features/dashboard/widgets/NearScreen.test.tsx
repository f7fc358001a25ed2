import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { NearScreen } from './NearScreen';

/** An IntersectionObserver the test moves by hand: `show()` brings every observed box on screen. */
function fakeObserver() {
  const observed: Element[] = [];
  let callback: IntersectionObserverCallback = () => undefined;
  const disconnect = vi.fn();
  class Fake {
    constructor(cb: IntersectionObserverCallback, public options?: IntersectionObserverInit) {
      callback = cb;
    }
    observe(target: Element) {
      observed.push(target);
    }
    disconnect = disconnect;
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  const tell = (isIntersecting: boolean) =>
    act(() => callback(observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), {} as IntersectionObserver));
  return { observed, disconnect, show: () => tell(true), hide: () => tell(false) };
}

afterEach(() => vi.unstubAllGlobals());

describe('NearScreen (the dashboard charts drawn when their place comes near the screen)', () => {
  it('keeps the place at its height until it nears the screen, then draws what it holds, once', async () => {
    const observer = fakeObserver();
    render(
      <NearScreen minHeight={160}>
        <p>the chart</p>
      </NearScreen>,
    );
    expect(screen.queryByText('the chart')).toBeNull();
    expect(screen.getByTestId('widget-waiting')).toHaveStyle({ minHeight: '160px' });

    await observer.hide();
    expect(screen.queryByText('the chart')).toBeNull();

    await observer.show();
    expect(await screen.findByText('the chart')).toBeInTheDocument();
    expect(screen.queryByTestId('widget-waiting')).toBeNull();
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('draws at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <NearScreen minHeight={160}>
        <p>the chart</p>
      </NearScreen>,
    );
    expect(screen.getByText('the chart')).toBeInTheDocument();
  });
});
