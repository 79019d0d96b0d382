import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { OutboxView } from './-components/outbox-view';

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
  return <OutboxView messageId={Route.useSearch().id} />;
}
