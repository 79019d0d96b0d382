import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { dispatchToastEvent } from '@/hooks/use-toast';
import { useTRPC } from '@/lib/trpc';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';

/**
 * The workspace's approval rule as a switch, saved as it is flipped: "Require approval for managers' clones and bulk
 * budget changes". Every member sees it; only an admin or the owner may flip it (others see why not). Needs no props.
 */
export function ApprovalRuleSetting() {
  const { t } = useTranslation('approvals');
  const id = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { can, refusal } = useWorkspaceRole();
  const settings = useQuery(trpc.approvals.settings.queryOptions());
  const save = useMutation(
    trpc.approvals.setRequired.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.approvals.settings.queryKey(), saved);
        dispatchToastEvent({ title: t('rule.saved'), variant: 'success' });
      },
      onError: () => dispatchToastEvent({ title: t('rule.error'), variant: 'destructive' }),
    }),
  );

  return (
    <div className="flex items-start justify-between gap-4" data-testid="approval-rule-setting">
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label htmlFor={id} className="block leading-snug">{t('rule.label')}</Label>
        <p className="text-xs text-muted-foreground">{t('rule.hint')}</p>
      </div>
      {settings.data ? (
        <RoleRefusal reason={refusal('administer')}>
          <Switch id={id} checked={settings.data.required} disabled={save.isPending || !can('administer')} onCheckedChange={(required) => save.mutate({ required })} />
        </RoleRefusal>
      ) : (
        <Spinner className="size-5 text-muted-foreground" />
      )}
    </div>
  );
}
