import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FullPageStatus } from '@/components/full-page-status';
import { SimpleLayout } from '@/components/layout/simple-layout';
import { SimplePageHeader } from '@/components/layout/simple-page-header';
import { LoadErrorState } from '@/components/load-error-state';
import { NotFoundScreen } from '@/components/not-found-screen';
import { usePageTitle } from '@/hooks/use-page-title';
import { httpStatusOf } from '@/lib/trpc-error';
import { useTRPC } from '@/lib/trpc';
import { OutboxList } from './-components/outbox-list';
import { OutboxMessageView } from './-components/outbox-message-view';

interface OutboxSearch {
  /** The message shown; the list without it. */
  id?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/dev/outbox/')({
  validateSearch: (search: Record<string, unknown>): OutboxSearch => ({ id: typeof search['id'] === 'string' && UUID.test(search['id']) ? search['id'] : undefined }),
  component: OutboxPage,
});

/** Sandbox mode's outbox (ADR 0037): the mail AdFleet sends when no SMTP server is set. Elsewhere, not found. */
function OutboxPage() {
  const { t } = useTranslation('outbox');
  usePageTitle(t('pageTitle'));
  const trpc = useTRPC();
  const { id } = Route.useSearch();
  const list = useQuery({ ...trpc.mailOutbox.list.queryOptions(), refetchInterval: 3_000, retry: false });
  const message = useQuery({ ...trpc.mailOutbox.message.queryOptions({ id: id ?? '' }), enabled: id !== undefined, retry: false });

  if (list.isError && httpStatusOf(list.error) === 404) return <NotFoundScreen />;
  if (list.isPending) return <FullPageStatus message={t('title')} />;
  return (
    <SimpleLayout>
      <SimplePageHeader className="max-w-3xl" />
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pb-16 md:px-6">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('description')}</p>
        </div>
        {list.isError ? (
          <LoadErrorState title={t('loadError')} onRetry={() => void list.refetch()} />
        ) : id !== undefined && message.data ? (
          <OutboxMessageView message={message.data} />
        ) : (
          <OutboxList entries={list.data} />
        )}
      </div>
    </SimpleLayout>
  );
}
