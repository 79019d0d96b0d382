import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// React reports act() warnings, key warnings and failed prop types through console.error; any of them fails the test.
console.error = (...args: unknown[]) => {
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};

// `findBy…` and `waitFor` give up after this long (their default is one second): a deadline, not a wait, long enough
// for a render on 2 cores shared with the integration files.
configure({ asyncUtilTimeout: 5_000 });

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
