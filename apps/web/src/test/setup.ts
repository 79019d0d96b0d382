import { MESSAGE_LANGUAGES, messageTextsOf } from '@adfleet/core/messages';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { provideMessageTexts } from '@/i18n/message-texts';

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

// Tests render with every text bundled and at hand (src/test/i18n.ts); the server messages' words likewise.
for (const language of MESSAGE_LANGUAGES) provideMessageTexts(language, messageTextsOf(language));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
