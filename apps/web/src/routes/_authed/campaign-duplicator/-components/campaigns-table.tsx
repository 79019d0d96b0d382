import type { CampaignSort } from '@adfleet/core/campaign-list';
import { formatMoney } from '@adfleet/core/money';
import type { Campaign } from './clone-types';
import { CopyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { useDateFormat } from '@/i18n/use-date-format';
import { objectiveLabel } from '@/lib/campaign-objective';
import { campaignStatusLabel, campaignStatusVariant } from '@/lib/campaign-status';
import { PlatformName } from '@/components/platform/platform-name';
import { FACEBOOK_PLATFORM_ID } from '@/lib/platform-links';
import { formatBudget } from './campaign-list-model';
import { TruncatedText } from '@/components/ui/truncated-text';
import { type ListOrder, SortableHead } from './sortable-head';
import { SelectAllHead, SelectCell, type SelectionControl } from './campaign-select-cells';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';

/** On a narrow screen the columns scroll sideways; 'Duplicar' stays pinned at the right edge, always in reach. */
export const STICKY_ACTION = 'sticky right-0 bg-card text-right shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.2)]';

interface CampaignsTableProps {
  campaigns: readonly Campaign[];
  /** The 'Todas' tab adds the platform column. */
  showPlatform: boolean;
  onDuplicate: (campaign: Campaign) => void;
  order: ListOrder;
  onSort: (column: CampaignSort) => void;
  /** A checkbox column for duplicating several campaigns at once; absent, the table has none. */
  selection?: SelectionControl;
}

/**
 * The spec's campaign table: name (with its account, and a Smart+ badge on TikTok's Upgraded Smart+ campaigns), status
 * badge, objective, budget, creation date, then the spend
 * in the header's dates and the 'Duplicar' action. Every column header sorts the list (on the server, so the order
 * covers every page); the account order is in the Filter popover.
 */
export function CampaignsTable({ campaigns, showPlatform, onDuplicate, order, onSort, selection }: CampaignsTableProps) {
  const { t } = useTranslation('campaigns');
  const duplicateRefused = useWorkspaceRole().refusal('operate');
  const locale = useMoneyLocale();
  const formatDate = useDateFormat();
  return (
    <Table aria-label={t('table.label')} data-testid={showPlatform ? 'campaigns-table-all' : 'campaigns-table'} stickyFirstColumn>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {selection && <SelectAllHead selection={selection} page={campaigns} />}
          <SortableHead column="name" order={order} onSort={onSort}>
            {t('table.name')}
          </SortableHead>
          {showPlatform && <TableHead>{t('table.platform')}</TableHead>}
          <SortableHead column="status" order={order} onSort={onSort} className="hidden sm:table-cell">
            {t('table.status')}
          </SortableHead>
          <SortableHead column="objective" order={order} onSort={onSort}>
            {t('table.objective')}
          </SortableHead>
          <SortableHead column="budget" order={order} onSort={onSort} className="hidden text-right sm:table-cell">
            {t('table.budget')}
          </SortableHead>
          <SortableHead column="created" order={order} onSort={onSort}>
            {t('table.createdAt')}
          </SortableHead>
          <SortableHead column="spend" order={order} onSort={onSort} className="text-right">
            {t('table.spend')}
          </SortableHead>
          <TableHead className={STICKY_ACTION}>
            <span className="sr-only">{t('table.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {campaigns.map((campaign) => {
          // A Meta campaign without a budget of its own always has one on each ad set (Meta requires one or the other).
          const ownBudget = formatBudget(campaign, locale);
          const onAdSets = ownBudget === null && campaign.platformId === FACEBOOK_PLATFORM_ID;
          const budgetHint = onAdSets ? t('table.adSetBudgetsHint') : undefined;
          const noOwnBudget = onAdSets ? t('table.adSetBudgets') : t('table.noBudget');
          // Beside the name where there is room; on a phone, with the key facts under it, so the name keeps its width.
          const smartPlusBadge = (className: string) =>
            campaign.smartPlus && (
              <Badge variant="secondary" className={className} title={t('table.smartPlusHint')} data-testid="smart-plus-badge">
                {t('table.smartPlus')}
              </Badge>
            );
          return (
            <TableRow key={campaign.id} data-campaign-id={campaign.externalId}>
              {selection && <SelectCell selection={selection} campaign={campaign} />}
              {/* Narrow enough on a phone that the sticky box, name and action columns all fit beside each other. */}
              <TableCell className={selection ? 'max-w-36 min-w-28 sm:max-w-60' : 'max-w-44 min-w-36 sm:max-w-60'}>
                <span className="flex flex-col">
                  <span className="flex min-w-0 items-center gap-1.5">
                    <TruncatedText className="min-w-0 font-medium">{campaign.name}</TruncatedText>
                    {smartPlusBadge('hidden sm:inline-flex')}
                  </span>
                  <TruncatedText className="text-xs text-muted-foreground">{campaign.adAccountName}</TruncatedText>
                  {/* On a phone the status and budget stay with the name, in view, instead of in columns off to the side. */}
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1 pt-1 sm:hidden" data-testid="campaign-key-facts">
                    {smartPlusBadge('')}
                    <Badge variant={campaignStatusVariant(campaign.status)}>{campaignStatusLabel(campaign.status, t)}</Badge>
                    <span className="text-xs tabular-nums" title={budgetHint}>
                      {ownBudget ?? noOwnBudget}
                    </span>
                  </span>
                </span>
              </TableCell>
              {showPlatform && (
                <TableCell data-testid="campaign-platform">
                  <PlatformName platformId={campaign.platformId} />
                </TableCell>
              )}
              <TableCell className="hidden sm:table-cell">
                <Badge variant={campaignStatusVariant(campaign.status)}>{campaignStatusLabel(campaign.status, t)}</Badge>
              </TableCell>
              <TableCell className="text-xs whitespace-nowrap text-muted-foreground">{campaign.objective ? objectiveLabel(campaign.objective, t) : t('table.noObjective')}</TableCell>
              <TableCell className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell" title={budgetHint}>
                {ownBudget ?? <span className="text-muted-foreground">{noOwnBudget}</span>}
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">
                <time dateTime={campaign.createdAt.toISOString()}>{formatDate.date(campaign.createdAt)}</time>
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums" data-testid="campaign-spend">
                {formatMoney(campaign.spend, campaign.currency, locale)}
              </TableCell>
              <TableCell className={STICKY_ACTION}>
                <RoleRefusal reason={duplicateRefused}>
                  <Button size="sm" variant="outline" disabled={duplicateRefused !== undefined} onClick={() => onDuplicate(campaign)} aria-label={t('table.duplicateCampaign', { name: campaign.name })}>
                    <CopyIcon aria-hidden="true" />
                    {t('table.duplicate')}
                  </Button>
                </RoleRefusal>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
