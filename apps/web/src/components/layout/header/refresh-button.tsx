import { useQueryClient } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { dispatchToastEvent } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';

/** Queries never go stale on their own (staleTime Infinity); this is how a user asks for fresh data. */
export function RefreshButton() {
  const { t } = useTranslation('layout');
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  // "Data updated" only when every read on screen came back; a failed one is said so, never passed off as fresh.
  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries(undefined, { throwOnError: true });
      dispatchToastEvent({ title: t('header.refreshedTitle'), description: t('header.refreshedDescription'), variant: 'success' });
    } catch {
      dispatchToastEvent({ title: t('header.refreshFailedTitle'), description: t('header.refreshFailedDescription'), variant: 'destructive' });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Button variant="ghost" size="icon" onClick={() => void refresh()} disabled={refreshing} aria-label={t('header.refresh')} title={t('header.refresh')}>
      <RefreshCwIcon aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
    </Button>
  );
}
