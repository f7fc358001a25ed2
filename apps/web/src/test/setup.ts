import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { fakeMediaQueryList } from './mediaQuery';

// Route chunks load lazily; on a busy machine the first screen of a file can take a few seconds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom has no matchMedia; MUI's useMediaQuery asks it for the mobile breakpoint.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => fakeMediaQueryList(query, false);
}
