import type { resources } from './resources';

/** A group of texts (`dashboard`, `layout` …), one JSON file per language under src/locales. */
export type Namespace = keyof (typeof resources)['en'];

/** `dashboardAccounts` → `dashboard-accounts`: a namespace's file name under src/locales/<language>/. */
export function fileNameOf(namespace: string): string {
  return namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
