import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FullPageStatus } from '@/components/full-page-status';
import { SimpleLayout } from '@/components/layout/simple-layout';
import { SimplePageHeader } from '@/components/layout/simple-page-header';
import { LoadErrorState } from '@/components/load-error-state';
import { NotFoundScreen } from '@/components/not-found-screen';
import { Button } from '@/components/ui/button';
import { httpStatusOf } from '@/lib/trpc-error';
import { useTRPC } from '@/lib/trpc';
import { OutboxKeyForm } from './outbox-key-form';
import { OutboxList } from './outbox-list';
import { OutboxMessageView } from './outbox-message-view';
import { useSandboxKey } from './use-sandbox-key';

/**
 * The outbox's list, or the message `messageId`. It holds everyone's links, so it asks once for the installation's
 * control key and keeps it for the tab (ADR 0070); signed in without the key, it shows the mail sent to you.
 */
export function OutboxView({ messageId: id }: { messageId: string | undefined }) {
  const { t } = useTranslation('outbox');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sandboxKey = useSandboxKey();
  const context = sandboxKey.key === null ? {} : { sandboxKey: sandboxKey.key };
  const list = useQuery({ ...trpc.mailOutbox.list.queryOptions(undefined, { trpc: { context } }), refetchInterval: 3_000, retry: false });
  const message = useQuery({ ...trpc.mailOutbox.message.queryOptions({ id: id ?? '' }, { trpc: { context } }), enabled: id !== undefined, retry: false });
  // The answers depend on the key, which their query keys do not hold: what one key was shown never shows under another.
  const switchKey = (key: string | null) => {
    queryClient.removeQueries({ queryKey: trpc.mailOutbox.pathKey() });
    if (key === null) sandboxKey.forget();
    else sandboxKey.remember(key);
  };

  const status = list.isError ? httpStatusOf(list.error) : null;
  if (status === 404) return <NotFoundScreen />;
  if (list.isPending) return <FullPageStatus message={t('title')} />;
  // 401: neither the key nor a session; 403: a key that is not this installation's.
  const refused = status === 401 || status === 403;
  return (
    <SimpleLayout>
      <SimplePageHeader className="max-w-3xl" />
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pb-16 md:px-6">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('description')}</p>
        </div>
        {sandboxKey.key !== null && !refused ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {t('key.everyone')}
            <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => switchKey(null)}>
              {t('key.forget')}
            </Button>
          </p>
        ) : (
          <OutboxKeyForm onKey={switchKey} rejected={status === 403} />
        )}
        {refused ? null : list.isError ? (
          <LoadErrorState title={t('loadError')} onRetry={() => void list.refetch()} />
        ) : (
          <>
            {sandboxKey.key === null && <p className="text-sm text-muted-foreground">{t('key.ownMail')}</p>}
            {id !== undefined && message.data ? <OutboxMessageView message={message.data} /> : <OutboxList entries={list.data} />}
          </>
        )}
      </div>
    </SimpleLayout>
  );
}
