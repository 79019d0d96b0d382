import type { AppRouter } from '@adfleet/server/trpc';
import type { inferRouterOutputs } from '@trpc/server';
import { PlugIcon, RotateCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useDateFormat } from '@/i18n/use-date-format';
import { cn } from '@/lib/utils';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';

/** What a platform card shows while its connection status loads: the size of its count and first button. */
export function PlatformCardPending() {
  return (
    <div className="flex flex-col gap-3">
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-9 w-40" />
    </div>
  );
}

/** The connection status could not be read: say so and offer to read it again. */
export function PlatformCardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-sm">
      <p className="text-destructive">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        {t('table.retry')}
      </Button>
    </div>
  );
}

/** A connected platform's headline figure (ad accounts, advertisers) with what it counts, and any line beneath. */
export function PlatformCount({ count, label, testId, children }: { count: number; label: string; testId: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-3xl font-semibold tabular-nums" data-testid={testId}>
        {count}
      </p>
      <p className="text-sm text-muted-foreground">{label}</p>
      {children}
    </div>
  );
}

/** Starts the platform's authorization; shows it is under way once clicked, so a second click sends nothing. */
export function PlatformConnectButton({
  label,
  busyLabel,
  variant,
  connecting,
  onConnect,
}: {
  label: string;
  busyLabel: string;
  variant: 'default' | 'outline';
  connecting: boolean;
  onConnect: () => void;
}) {
  // Connecting a platform is the workspace's administration: owners and admins only.
  const refused = useWorkspaceRole().refusal('administer');
  return (
    <RoleRefusal reason={refused}>
      <Button variant={variant} disabled={connecting || refused !== undefined} onClick={onConnect}>
        {connecting ? <Spinner /> : <PlugIcon aria-hidden="true" />}
        {connecting ? busyLabel : label}
      </Button>
    </RoleRefusal>
  );
}

/** A working connection: whose login it is, who in the team made it, and when its token ends (null: never). */
export type ConnectionMaker = inferRouterOutputs<AppRouter>['connections']['status']['facebook']['connectedBy'][number];

/** Whose logins the platform's figures come through: each working connection, the member who made it and when its token ends. */
export function ConnectedBy({ connections }: { connections: readonly ConnectionMaker[] }) {
  const { t } = useTranslation('accounts');
  const formatDate = useDateFormat();
  if (connections.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5 text-xs text-muted-foreground" data-testid="connected-by">
      {connections.map((connection) => {
        const member = connection.member ?? t('connectedBy.formerMember');
        return (
          <li key={connection.id} className="[overflow-wrap:anywhere]">
            {connection.externalUserName ? t('connectedBy.memberAs', { member, platformUser: connection.externalUserName }) : t('connectedBy.member', { member })}
            {connection.tokenExpiresAt && (
              <>
                {' · '}
                <span className={cn(connection.expiryWarning && 'font-medium text-amber-800 dark:text-amber-200')} data-testid="token-expiry">
                  {t('connectedBy.tokenExpires', { date: formatDate.date(connection.tokenExpiresAt) })}
                </span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
