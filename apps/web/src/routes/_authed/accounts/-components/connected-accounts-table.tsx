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
import { capitalize, PLATFORMS, usePlatforms } from '@/filters/platforms';
import { useDateFormat } from '@/i18n/use-date-format';
import { useDateLocale } from '@/i18n/use-date-locale';
import { FACEBOOK_CONNECT_URL, TIKTOK_CONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';
import { useTRPC } from '@/lib/trpc';
import { isKnownAccountStatus } from './account-status';
import { readableConstant } from '@/lib/readable-constant';

const COLUMNS = ['name', 'platform', 'accountId', 'status', 'currency', 'lastSynced'] as const;
const SKELETON_ROWS = 3;

/** Where the empty state's button goes: Facebook for all platforms or Facebook, else TikTok (the spec's rule). */
export function connectUrlFor(platformId: number | null): string {
  const platform = PLATFORMS.find(({ id }) => id === platformId);
  return platform && platform.name !== 'facebook' ? TIKTOK_CONNECT_URL : FACEBOOK_CONNECT_URL;
}

/** The token's validity for AdFleet and, when it is not plain active, Meta's own status of the account. */
function AccountStatusBadges({ account }: { account: { hasValidToken: boolean; status: string } }) {
  const { t } = useTranslation('accounts');
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant={account.hasValidToken ? 'success' : 'destructive'}>{account.hasValidToken ? t('table.active') : t('table.invalidToken')}</Badge>
      {account.status !== 'ACTIVE' && <Badge variant="outline">{isKnownAccountStatus(account.status) ? t(`accountStatus.${account.status}`) : readableConstant(account.status)}</Badge>}
    </span>
  );
}

/** The user's ad accounts of the header's platform, with the spec's status text ('Activa' / 'Token inválido'). */
export function ConnectedAccountsTable() {
  const { t } = useTranslation('accounts');
  const locale = useDateLocale();
  const formatDate = useDateFormat();
  const trpc = useTRPC();
  const { platformId } = useFilters();
  const platforms = usePlatforms();
  const { connecting, connect } = usePlatformConnect();
  const headingId = useId();
  const emptyId = useId();
  const accounts = useQuery(trpc.adAccounts.list.queryOptions(platformId === null ? undefined : { platformId }));
  const platformName = (id: number) => capitalize(platforms.find((platform) => platform.id === id)?.name ?? String(id));
  const empty = accounts.isSuccess && accounts.data.length === 0;

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
                  <TableHead key={column} className={column === 'status' ? 'hidden sm:table-cell' : undefined}>
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
                    <span className="block pt-1 font-normal sm:hidden">
                      <AccountStatusBadges account={account} />
                    </span>
                  </TableCell>
                  <TableCell>{platformName(account.platformId)}</TableCell>
                  <TableCell className="font-mono text-xs">{account.adAccountId}</TableCell>
                  <TableCell className="hidden sm:table-cell">
                    <AccountStatusBadges account={account} />
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
                <p className="font-medium">{t('table.empty')}</p>
                <p className="text-sm text-muted-foreground">{t('table.emptyDescription')}</p>
              </div>
              <Button variant="outline" disabled={connecting} onClick={() => connect(connectUrlFor(platformId))}>
                {connecting ? <Spinner /> : <PlugIcon aria-hidden="true" />}
                {connecting ? t('facebook.connecting') : t('table.connect')}
              </Button>
            </div>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
