import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { lazyPart } from '@/lib/lazy-part';
import { RoleRefusal } from '@/workspaces/role-refusal';

// The confirmation shows only after a click: its code loads once the page has drawn, not before it.
const { Component: LeaveWorkspaceDialog, preload: preloadDialog } = lazyPart(() => import('./leave-workspace-dialog').then((module) => module.LeaveWorkspaceDialog));

/**
 * Leaves the tab's workspace after a confirmation; the tab then moves to the workspace the server says the person now
 * works in. The owner cannot leave: the button rests, saying to hand ownership on first.
 */
export function LeaveWorkspace({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation('team');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!isOwner) void preloadDialog().catch(() => undefined);
  }, [isOwner]);

  return (
    <>
      <RoleRefusal reason={isOwner ? t('leave.ownerRefused') : undefined}>
        <Button type="button" variant="outline" className="text-destructive" disabled={isOwner} onClick={() => setOpen(true)} data-testid="leave-workspace">
          {t('leave.button')}
        </Button>
      </RoleRefusal>
      {open && (
        <Suspense fallback={null}>
          <LeaveWorkspaceDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
