import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React reports act() warnings, key warnings and failed prop types through console.error; any of them fails the test.
console.error = (...args: unknown[]) => {
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
