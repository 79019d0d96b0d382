import type { RemovalConnectionChoice, TeamMember } from '@adfleet/core/team-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useTRPC } from '@/lib/trpc';
import { memberName } from './member-name';
import { useCallErrorText } from './use-call-error-text';

/**
 * Confirms a member's removal. When they made some of the workspace's connections the admin must say what becomes
 * of them: kept working (the default, nothing breaks) or disconnected at the platform.
 */
export function RemoveMemberDialog({ member, onOpenChange }: { member: TeamMember; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('team');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorText = useCallErrorText();
  const id = useId();
  const [connections, setConnections] = useState<RemovalConnectionChoice>('keep');
  const remove = useMutation(trpc.team.removeMember.mutationOptions());
  const name = memberName(member);

  const confirm = () =>
    remove.mutate(
      { userId: member.userId, connections },
      {
        onSuccess: () => {
          toast({ title: t('remove.done', { name }) });
          void queryClient.invalidateQueries({ queryKey: trpc.team.members.queryKey() });
          onOpenChange(false);
        },
      },
    );

  return (
    <Dialog open onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <DialogContent closeLabel={t('remove.close')} data-testid="remove-member-dialog">
        <DialogHeader>
          <DialogTitle>{t('remove.title', { name })}</DialogTitle>
          <DialogDescription>{t('remove.description')}</DialogDescription>
        </DialogHeader>
        {member.connectionsMade > 0 && (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">{t('remove.connectionsQuestion', { name, count: member.connectionsMade })}</legend>
            <RadioGroup value={connections} onValueChange={(value) => setConnections(value as RemovalConnectionChoice)} disabled={remove.isPending}>
              {(['keep', 'disconnect'] as const).map((choice) => (
                <div key={choice} className="flex items-start gap-2">
                  <RadioGroupItem id={`${id}-${choice}`} value={choice} className="mt-0.5" />
                  <Label htmlFor={`${id}-${choice}`} className="flex flex-col items-start gap-0.5 font-normal">
                    <span className="font-medium">{t(`remove.${choice}`)}</span>
                    <span className="text-xs text-muted-foreground">{t(`remove.${choice}Hint`)}</span>
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
        )}
        {remove.isError && (
          <Alert variant="destructive">
            <AlertDescription>{errorText(remove.error)}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => onOpenChange(false)}>
            {t('remove.cancel')}
          </Button>
          <Button type="button" variant="destructive" disabled={remove.isPending} onClick={confirm} data-testid="remove-member-confirm">
            {remove.isPending && <Spinner />}
            {t('remove.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
