import { useEffect, useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastEntry extends ToastInput {
  id: string;
  open: boolean;
}

/** The spec shows one toast at a time: a new one replaces the one on screen. */
const TOAST_LIMIT = 1;
/** A closed toast stays in the list this long so Radix can play its exit animation. */
const REMOVE_DELAY_MS = 1000;
/** Window event any code (even outside React) can dispatch to show a toast. */
export const SHOW_TOAST_EVENT = 'showToast';

declare global {
  interface WindowEventMap {
    [SHOW_TOAST_EVENT]: CustomEvent<ToastInput>;
  }
}

let toasts: ToastEntry[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function setToasts(next: ToastEntry[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = String(++nextId);
  const entry: ToastEntry = { variant: 'default', ...input, id, open: true };
  setToasts([entry, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: string) {
  setToasts(toasts.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  setTimeout(() => setToasts(toasts.filter((entry) => entry.id !== id)), REMOVE_DELAY_MS);
}

export function dispatchToastEvent(input: ToastInput) {
  window.dispatchEvent(new CustomEvent(SHOW_TOAST_EVENT, { detail: input }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(subscribe, () => toasts);
}

/** Turns `showToast` window events into toasts while the calling component is mounted. */
export function useShowToastEvents() {
  useEffect(() => {
    const onShowToast = (event: CustomEvent<ToastInput>) => toast(event.detail);
    window.addEventListener(SHOW_TOAST_EVENT, onShowToast);
    return () => window.removeEventListener(SHOW_TOAST_EVENT, onShowToast);
  }, []);
}
