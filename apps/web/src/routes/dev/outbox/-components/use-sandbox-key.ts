import { useCallback, useState } from 'react';

/** Where the outbox keeps the control key: this tab's session storage, gone when the tab closes (ADR 0070). */
const STORAGE_KEY = 'adfleet.sandboxControlKey';

function storedKey(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(key: string | null): void {
  try {
    if (key === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, key);
  } catch {
    // Storage refused (private mode): the key holds for this page view only.
  }
}

/** The sandbox control key this tab was given, asked for once and kept for the tab's session. */
export function useSandboxKey(): { key: string | null; remember: (key: string) => void; forget: () => void } {
  const [key, setKey] = useState(storedKey);
  const remember = useCallback((given: string) => {
    store(given);
    setKey(given);
  }, []);
  const forget = useCallback(() => {
    store(null);
    setKey(null);
  }, []);
  return { key, remember, forget };
}
