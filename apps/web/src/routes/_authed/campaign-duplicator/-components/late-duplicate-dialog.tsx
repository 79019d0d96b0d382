import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '@/lib/lazy-part';
import type { DuplicateDialogProps } from './duplicate-dialog';
import { DUPLICATE_DIALOG_NAMESPACES } from './duplicate-dialog-texts';

// The dialog shows nothing until a campaign or batch is chosen: its frame and texts load once the page has drawn, and
// its form once the frame is there, so it is ready by the time anyone opens it.
const { Component: DuplicateDialog, preload } = lazyPart(() => import('./duplicate-dialog').then((module) => module.DuplicateDialog));

/** The duplicate dialog, loaded after the page's first paint. */
export function LateDuplicateDialog(props: DuplicateDialogProps) {
  const { i18n } = useTranslation();
  useEffect(() => void Promise.all([preload(), i18n.loadNamespaces(DUPLICATE_DIALOG_NAMESPACES)]).catch(() => undefined), [i18n]);
  return (
    <Suspense fallback={null}>
      <DuplicateDialog {...props} />
    </Suspense>
  );
}
