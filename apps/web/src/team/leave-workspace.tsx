import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { LeaveWorkspaceDialog } from './leave-workspace-dialog';

/**
 * Leaves the tab's workspace after a confirmation; the tab then moves to the workspace the server says the person now
 * works in. The owner cannot leave: the button rests, saying to hand ownership on first.
 */
export function LeaveWorkspace({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation('team');
  const [open, setOpen] = useState(false);

  return (
    <>
      <RoleRefusal reason={isOwner ? t('leave.ownerRefused') : undefined}>
        <Button type="button" variant="outline" className="text-destructive" disabled={isOwner} onClick={() => setOpen(true)} data-testid="leave-workspace">
          {t('leave.button')}
        </Button>
      </RoleRefusal>
      {open && <LeaveWorkspaceDialog onClose={() => setOpen(false)} />}
    </>
  );
}
