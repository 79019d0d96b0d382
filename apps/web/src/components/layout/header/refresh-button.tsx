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

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries();
    } finally {
      setRefreshing(false);
    }
    dispatchToastEvent({ title: t('header.refreshedTitle'), description: t('header.refreshedDescription'), variant: 'success' });
  };

  return (
    <Button variant="ghost" size="icon" onClick={() => void refresh()} disabled={refreshing} aria-label={t('header.refresh')} title={t('header.refresh')}>
      <RefreshCwIcon aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
    </Button>
  );
}
