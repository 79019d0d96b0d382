import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { lazyPart } from '@/lib/lazy-part';
import type { DuplicateTarget } from './clone-types';
import type { DialogBodyProps } from './duplicate-dialog-body';

// The form, its preflight and the batch's results are about half the page's code and none of its first paint: they
// load once the page has drawn, so the dialog is ready by the time anyone opens it.
const { Component: DialogBody, preload: preloadDuplicateDialog } = lazyPart(() => import('./duplicate-dialog-body').then((module) => module.DialogBody));
export { preloadDuplicateDialog };

/** A dialog's identity: a new choice of campaigns (or batch) opens a fresh form. */
const dialogKey = (target: DuplicateTarget) => (target.kind === 'campaign' ? target.campaign.id : target.kind === 'campaigns' ? target.campaigns.map((campaign) => campaign.id).join(',') : target.batchId);

export type DuplicateDialogProps = Omit<DialogBodyProps, 'target' | 'onBusyChange'> & { target: DuplicateTarget | null };

/** The spec's duplicate dialog: form → submitting ('Duplicando...') → results; closing it starts over. */
export function DuplicateDialog({ target, onClose, accounts, mode }: DuplicateDialogProps) {
  const { t } = useTranslation('duplicateDialog');
  const [busy, setBusy] = useState(false);
  useEffect(() => void preloadDuplicateDialog().catch(() => undefined), []);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      {target && (
        <DialogContent closeLabel={t('dialog.close')} className="sm:max-w-2xl" data-testid="duplicate-dialog">
          <Suspense fallback={<DialogLoading title={t('dialog.title')} />}>
            {/* Keyed, so a closed dialog reopens on a fresh form. */}
            <DialogBody key={dialogKey(target)} target={target} onClose={onClose} accounts={accounts} mode={mode} onBusyChange={setBusy} />
          </Suspense>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** Stands in for the dialog's inside while it loads (rarely seen: it is fetched as the page draws). */
function DialogLoading({ title }: { title: string }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
      </DialogHeader>
      <div className="flex justify-center py-10" aria-busy="true">
        <Spinner className="size-5 text-muted-foreground" />
      </div>
    </>
  );
}
