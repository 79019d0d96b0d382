import type { TeamMember } from '@adfleet/core/team-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useTRPC } from '@/lib/trpc';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { memberName } from './member-name';
import { useCallErrorText } from './use-call-error-text';

/** The owner hands the workspace to another member, after a confirmation naming them; the owner becomes an admin. */
export function TransferOwnership({ members, refusal }: { members: readonly TeamMember[]; refusal: string | undefined }) {
  const { t } = useTranslation('team');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorText = useCallErrorText();
  const id = useId();
  const candidates = members.filter((member) => !member.isYou && member.role !== 'owner');
  const [chosenId, setChosenId] = useState<string>('');
  const [confirming, setConfirming] = useState(false);
  const transfer = useMutation(trpc.team.transferOwnership.mutationOptions());
  const chosen = candidates.find((member) => member.userId === chosenId);
  const reason = refusal ?? (candidates.length === 0 ? t('transfer.noOne') : undefined);

  const confirm = () => {
    if (!chosen) return;
    transfer.mutate(
      { userId: chosen.userId },
      {
        onSuccess: () => {
          setConfirming(false);
          setChosenId('');
          toast({ title: t('transfer.done', { name: memberName(chosen) }) });
          // Both the member list and this person's own role (the switcher, every role-aware control) change.
          void queryClient.invalidateQueries({ queryKey: trpc.team.members.queryKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.workspaces.list.queryKey() });
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{t('transfer.member')}</Label>
        <Select value={chosenId} onValueChange={setChosenId} disabled={reason !== undefined}>
          <SelectTrigger id={id} className="w-full sm:w-64" data-testid="transfer-member">
            <SelectValue placeholder={t('transfer.choose')} />
          </SelectTrigger>
          <SelectContent>
            {candidates.map((member) => (
              <SelectItem key={member.userId} value={member.userId}>
                {memberName(member)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <RoleRefusal reason={reason}>
        <Button type="button" variant="outline" disabled={reason !== undefined || !chosen} onClick={() => setConfirming(true)} data-testid="transfer-ownership">
          {t('transfer.button')}
        </Button>
      </RoleRefusal>
      {confirming && chosen && (
        <Dialog open onOpenChange={(open) => !transfer.isPending && setConfirming(open)}>
          <DialogContent closeLabel={t('transfer.close')}>
            <DialogHeader>
              <DialogTitle>{t('transfer.confirmTitle', { name: memberName(chosen) })}</DialogTitle>
              <DialogDescription>{t('transfer.confirmDescription', { name: memberName(chosen) })}</DialogDescription>
            </DialogHeader>
            {transfer.isError && (
              <Alert variant="destructive">
                <AlertDescription>{errorText(transfer.error)}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={transfer.isPending} onClick={() => setConfirming(false)}>
                {t('transfer.cancel')}
              </Button>
              <Button type="button" disabled={transfer.isPending} onClick={confirm} data-testid="transfer-confirm">
                {transfer.isPending && <Spinner />}
                {t('transfer.confirm')}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </div>
  );
}
