import type { TeamMember } from '@adfleet/core/team-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useTRPC } from '@/lib/trpc';
import { AssignmentPicker, type Assignments } from './assignment-picker';
import { memberName } from './member-name';
import { useCallErrorText } from './use-call-error-text';

/** Changes which ad accounts and businesses a client sees; saved together, so a half-made choice never shows. */
export function AssignmentsDialog({ member, onOpenChange }: { member: TeamMember; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('team');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorText = useCallErrorText();
  const [value, setValue] = useState<Assignments>({ adAccountIds: member.adAccountIds, businessIds: member.businessIds });
  const update = useMutation(trpc.team.updateMember.mutationOptions());
  const name = memberName(member);

  const save = () =>
    update.mutate(
      { userId: member.userId, ...value },
      {
        onSuccess: () => {
          toast({ title: t('assign.saved') });
          void queryClient.invalidateQueries({ queryKey: trpc.team.members.queryKey() });
          onOpenChange(false);
        },
      },
    );

  return (
    <Dialog open onOpenChange={(open) => !update.isPending && onOpenChange(open)}>
      <DialogContent closeLabel={t('assign.close')} data-testid="assignments-dialog">
        <DialogHeader>
          <DialogTitle>{t('assign.title', { name })}</DialogTitle>
          <DialogDescription>{t('assign.description')}</DialogDescription>
        </DialogHeader>
        <div className="max-h-[50dvh] overflow-y-auto pr-1">
          <AssignmentPicker value={value} onChange={setValue} disabled={update.isPending} error={update.isError ? errorText(update.error) : undefined} />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={update.isPending} onClick={() => onOpenChange(false)}>
            {t('assign.cancel')}
          </Button>
          <Button type="button" disabled={update.isPending} onClick={save} data-testid="assignments-save">
            {update.isPending && <Spinner />}
            {t('assign.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
