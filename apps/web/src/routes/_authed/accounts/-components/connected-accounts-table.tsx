import { useQuery } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { PlugIcon, RotateCwIcon, UsersIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useFilters } from '@/filters/filters-context';
import { PLATFORMS } from '@/filters/platforms';
import { PlatformName } from '@/components/platform/platform-name';
import { useDateFormat } from '@/i18n/use-date-format';
import { useDateLocale } from '@/i18n/use-date-locale';
import { FACEBOOK_CONNECT_URL, TIKTOK_CONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';
import { useTRPC } from '@/lib/trpc';
import { useClientView } from '@/workspaces/client-view';
import { isKnownAccountStatus } from './account-status';
import { readableConstant } from '@/lib/readable-constant';

/** Meta's status of the account and AdFleet's access to it are two columns: an account can be active on Meta while the token to reach it was revoked. */
const COLUMNS = ['name', 'platform', 'accountId', 'status', 'connection', 'currency', 'lastSynced'] as const;
const SKELETON_ROWS = 3;

/** Where the empty state's button goes: Facebook for all platforms or Facebook, else TikTok (the spec's rule). */
export function connectUrlFor(platformId: number | null): string {
  const platform = PLATFORMS.find(({ id }) => id === platformId);
  return platform && platform.name !== 'facebook' ? TIKTOK_CONNECT_URL : FACEBOOK_CONNECT_URL;
}

/** The platform's own status of the account (in words, whatever Meta or TikTok sends). */
function PlatformStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('accounts');
  return <Badge variant={status === 'ACTIVE' ? 'success' : 'outline'}>{isKnownAccountStatus(status) ? t(`accountStatus.${status}`) : readableConstant(status)}</Badge>;
}

/** Whether AdFleet can still reach the account: a separate thing from the platform's status, never merged into it. */
function ConnectionBadge({ hasValidToken }: { hasValidToken: boolean }) {
  const { t } = useTranslation('accounts');
  return <Badge variant={hasValidToken ? 'outline' : 'destructive'}>{hasValidToken ? t('table.connected') : t('table.reconnect')}</Badge>;
}

/** The user's ad accounts of the header's platform, with the platform's status of each and whether AdFleet can still reach it. */
export function ConnectedAccountsTable() {
  const { t } = useTranslation('accounts');
  const locale = useDateLocale();
  const formatDate = useDateFormat();
  const trpc = useTRPC();
  const { platformId } = useFilters();
  const { connecting, connect } = usePlatformConnect();
  const headingId = useId();
  const emptyId = useId();
  const accounts = useQuery(trpc.adAccounts.list.queryOptions(platformId === null ? undefined : { platformId }));
  const empty = accounts.isSuccess && accounts.data.length === 0;
  const clientView = useClientView();

  return (
    <Card asChild>
      <section aria-labelledby={headingId} aria-busy={accounts.isPending}>
        <CardHeader className="flex-col gap-1">
          <h2 id={headingId} className="leading-none font-semibold">
            {t('table.title')}
            {accounts.isSuccess && accounts.data.length > 0 && <span className="ml-2 text-sm font-normal text-muted-foreground tabular-nums">({accounts.data.length})</span>}
          </h2>
          <p className="text-sm text-muted-foreground">{t('table.description')}</p>
        </CardHeader>
        <CardContent>
          <Table aria-labelledby={headingId} aria-describedby={empty ? emptyId : undefined} data-testid="connected-accounts-table" stickyFirstColumn>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                {COLUMNS.map((column) => (
                  <TableHead key={column} className={column === 'status' || column === 'connection' ? 'hidden sm:table-cell' : undefined}>
                    {t(`table.${column}`)}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {accounts.isPending &&
                Array.from({ length: SKELETON_ROWS }, (_, row) => (
                  <TableRow key={row} className="hover:bg-transparent">
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>
                        <Skeleton className="h-4 w-20" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              {accounts.data?.map((account) => (
                <TableRow key={account.id} data-account-id={account.adAccountId}>
                  <TableCell className="font-medium">
                    {account.name}
                    {/* On a phone the status stays with the name, in view, instead of in a column off to the side. */}
                    <span className="flex flex-wrap gap-1 pt-1 font-normal sm:hidden">
                      <PlatformStatusBadge status={account.status} />
                      <ConnectionBadge hasValidToken={account.hasValidToken} />
                    </span>
                  </TableCell>
                  <TableCell data-column="platform">
                    <PlatformName platformId={account.platformId} />
                  </TableCell>
                  <TableCell className="font-mono text-xs">{account.adAccountId}</TableCell>
                  <TableCell data-column="status" className="hidden sm:table-cell">
                    <PlatformStatusBadge status={account.status} />
                  </TableCell>
                  <TableCell data-column="connection" className="hidden sm:table-cell">
                    <ConnectionBadge hasValidToken={account.hasValidToken} />
                  </TableCell>
                  <TableCell>{account.currency}</TableCell>
                  <TableCell className="text-muted-foreground">
                    {account.lastSyncedAt ? (
                      <time dateTime={account.lastSyncedAt.toISOString()} title={formatDate.dateTime(account.lastSyncedAt)}>
                        {formatDistanceToNow(account.lastSyncedAt, { addSuffix: true, locale })}
                      </time>
                    ) : (
                      t('table.neverSynced')
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {accounts.isError && (
            <div role="alert" className="flex flex-col items-center gap-3 px-2 py-8 text-center text-sm">
              <p className="text-destructive">{t('table.error')}</p>
              <Button variant="outline" size="sm" onClick={() => void accounts.refetch()}>
                <RotateCwIcon aria-hidden="true" />
                {t('table.retry')}
              </Button>
            </div>
          )}
          {/* Outside the table, so on a narrow screen it stays in view while the columns scroll sideways. */}
          {empty && (
            <div id={emptyId} className="flex flex-col items-center gap-3 px-2 py-10 text-center">
              <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
                <UsersIcon aria-hidden="true" className="size-5" />
              </span>
              <div className="flex flex-col gap-1">
                <p className="font-medium">{clientView ? t('table.clientEmpty') : t('table.empty')}</p>
                <p className="text-sm text-muted-foreground">{clientView ? t('table.clientEmptyDescription') : t('table.emptyDescription')}</p>
              </div>
              {!clientView && (
                <Button variant="outline" disabled={connecting} onClick={() => connect(connectUrlFor(platformId))}>
                  {connecting ? <Spinner /> : <PlugIcon aria-hidden="true" />}
                  {connecting ? t('facebook.connecting') : t('table.connect')}
                </Button>
              )}
            </div>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
