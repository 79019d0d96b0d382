import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { dispatchToastEvent } from '@/hooks/use-toast';
import { useTRPC } from '@/lib/trpc';

/**
 * A switch per notification kind, saved as it is flipped. Placed in Settings (the bell links there); it reads and
 * writes the caller's own preferences and needs no props.
 */
export function NotificationPreferences() {
  const { t } = useTranslation('notifications');
  const id = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const preferences = useQuery(trpc.notifications.preferences.queryOptions());
  const save = useMutation(
    trpc.notifications.setPreferences.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.notifications.preferences.queryKey(), saved);
        dispatchToastEvent({ title: t('settingsSaved'), variant: 'success' });
      },
      onError: () => dispatchToastEvent({ title: t('settingsError'), variant: 'destructive' }),
    }),
  );

  const loading = (
    <div className="flex justify-center py-6">
      <Spinner className="size-5 text-muted-foreground" />
    </div>
  );
  if (!preferences.data) return preferences.isError ? <p className="text-sm text-destructive">{t('error')}</p> : loading;
  return (
    <ul className="flex flex-col divide-y" data-testid="notification-preferences">
      {preferences.data.preferences.map(({ kind, enabled }) => (
        <li key={kind} className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
          <div className="flex min-w-0 flex-col gap-0.5">
            <Label htmlFor={`${id}-${kind}`}>{t(`kinds.${kind}`)}</Label>
            <p className="text-xs text-muted-foreground">{t(`kindHints.${kind}`)}</p>
          </div>
          <Switch
            id={`${id}-${kind}`}
            checked={enabled}
            disabled={save.isPending}
            onCheckedChange={(checked) => save.mutate({ preferences: [{ kind, enabled: checked }] })}
            data-kind={kind}
          />
        </li>
      ))}
    </ul>
  );
}
