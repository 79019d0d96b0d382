import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LegalPage } from '@/components/legal/legal-page';
import { useNoIndex } from '@/hooks/use-no-index';
import { httpStatusOf } from '@/lib/trpc-error';
import { useTRPC } from '@/lib/trpc';
import { DeletionCodeForm } from './-components/deletion-code-form';
import { textParam } from './-components/deletion-search';
import { DeletionStatusCard } from './-components/deletion-status-card';
import { DeletionStatusProblem } from './-components/deletion-status-problem';

interface StatusSearch {
  code?: string | undefined;
}

export const Route = createFileRoute('/data-deletion/status')({
  validateSearch: (search: Record<string, unknown>): StatusSearch => ({ code: textParam(search, 'code') }),
  component: DeletionStatusPage,
});

/** Polls while the deletion has not finished, so the page turns to "done" by itself. */
const POLL_MS = 3000;

function DeletionStatusPage() {
  const { t } = useTranslation('dataRights');
  useNoIndex();
  const { code } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const trpc = useTRPC();
  const status = useQuery({
    ...trpc.dataRights.deletionStatus.queryOptions({ code: code ?? '' }),
    enabled: code !== undefined && code.length >= 8,
    retry: false,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'done' ? POLL_MS : false),
  });
  const notFound = code !== undefined && (code.length < 8 || (status.isError && httpStatusOf(status.error) === 404));

  return (
    <LegalPage title={t('status.title')} description={t('status.description')}>
      <DeletionCodeForm key={code ?? ''} code={code ?? ''} onLookup={(next) => void navigate({ search: { code: next } })} />
      {notFound ? (
        <DeletionStatusProblem kind="notFound" />
      ) : status.isError ? (
        <DeletionStatusProblem kind="error" onRetry={() => void status.refetch()} />
      ) : status.data ? (
        <DeletionStatusCard status={status.data} />
      ) : null}
    </LegalPage>
  );
}
