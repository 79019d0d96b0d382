import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React reports act() warnings, key warnings and failed prop types through console.error; any of them fails the test.
console.error = (...args: unknown[]) => {
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};

// jsdom has no ResizeObserver; Radix measures some controls with it (the checkbox sizes its hidden form input).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
