import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { DuplicateTarget } from './clone-types';
import { DialogBody, type DialogBodyProps } from './duplicate-dialog-body';

/** A dialog's identity: a new choice of campaigns (or batch) opens a fresh form. */
const dialogKey = (target: DuplicateTarget) => (target.kind === 'campaign' ? target.campaign.id : target.kind === 'campaigns' ? target.campaigns.map((campaign) => campaign.id).join(',') : target.batchId);

export type DuplicateDialogProps = Omit<DialogBodyProps, 'target' | 'onBusyChange'> & { target: DuplicateTarget | null };

/** The spec's duplicate dialog: form → submitting ('Duplicando...') → results; closing it starts over. */
export function DuplicateDialog({ target, onClose, accounts, mode }: DuplicateDialogProps) {
  const { t } = useTranslation('duplicateDialog');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      {target && (
        <DialogContent closeLabel={t('dialog.close')} className="sm:max-w-2xl" data-testid="duplicate-dialog">
          {/* Keyed, so a closed dialog reopens on a fresh form. */}
          <DialogBody key={dialogKey(target)} target={target} onClose={onClose} accounts={accounts} mode={mode} onBusyChange={setBusy} />
        </DialogContent>
      )}
    </Dialog>
  );
}
