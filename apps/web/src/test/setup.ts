import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Route chunks load lazily; on a busy machine the first screen of a file can take a few seconds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// happy-dom checks a number input's `step` with a floating-point remainder from zero (6 % 0.1 is
// not 0), so it refuses a form a browser sends. The HTML rule: steps count from `min`, and the
// value is a whole number of them (browsers allow rounding error).
Object.defineProperty(ValidityState.prototype, 'stepMismatch', {
  configurable: true,
  get(this: ValidityState & { element?: Element }) {
    const input = this.element;
    if (!(input instanceof HTMLInputElement) || (input.type !== 'number' && input.type !== 'range') || input.value === '') return false;
    const stepAttribute = input.getAttribute('step');
    if (stepAttribute === 'any') return false;
    const step = Number(stepAttribute ?? 1) > 0 ? Number(stepAttribute ?? 1) : 1;
    const base = Number.isFinite(parseFloat(input.min)) ? parseFloat(input.min) : 0;
    const steps = (Number(input.value) - base) / step;
    return Math.abs(steps - Math.round(steps)) > 1e-9 * Math.max(1, Math.abs(steps));
  },
});
