import { PlugIcon, UsersIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useFilters } from '@/filters/filters-context';
import { PLATFORMS } from '@/filters/platforms';
import { FACEBOOK_CONNECT_URL, TIKTOK_CONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';

const COLUMNS = ['name', 'platform', 'accountId', 'status'] as const;

/** Where the empty state's button goes: Facebook for all platforms or Facebook, else TikTok (the spec's rule). */
export function connectUrlFor(platformId: number | null): string {
  const platform = PLATFORMS.find(({ id }) => id === platformId);
  return platform && platform.name !== 'facebook' ? TIKTOK_CONNECT_URL : FACEBOOK_CONNECT_URL;
}

/**
 * The user's ad accounts for the header's platform. No platform can be connected yet, so this is its empty state;
 * the rows arrive with the ad-accounts API.
 */
export function ConnectedAccountsTable() {
  const { t } = useTranslation('accounts');
  const { platformId } = useFilters();
  const { connecting, connect } = usePlatformConnect();
  const headingId = useId();
  const emptyId = useId();

  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <CardHeader className="flex-col gap-1">
          <h2 id={headingId} className="leading-none font-semibold">
            {t('table.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('table.description')}</p>
        </CardHeader>
        <CardContent>
          <Table aria-labelledby={headingId} aria-describedby={emptyId}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                {COLUMNS.map((column) => (
                  <TableHead key={column}>{t(`table.${column}`)}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
          </Table>
          {/* Outside the table, so on a narrow screen it stays in view while the columns scroll sideways. */}
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
        </CardContent>
      </section>
    </Card>
  );
}
