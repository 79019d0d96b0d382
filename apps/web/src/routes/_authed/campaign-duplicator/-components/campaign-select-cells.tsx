import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { TableCell, TableHead } from '@/components/ui/table';
import type { Campaign } from './clone-types';
import { type CampaignSelection, canJoinSelection, pageSelectionState } from './campaign-selection';

/** Ticking campaigns in the table, to duplicate several at once. */
export interface SelectionControl {
  selected: CampaignSelection;
  onToggle: (campaign: Campaign, checked: boolean) => void;
  /** Every campaign of the page shown, ticked or unticked at once. */
  onToggleAll: (page: readonly Campaign[], checked: boolean) => void;
}

/** The header's "select all on this page" box: checked, mixed or empty as the page's rows are. */
export function SelectAllHead({ selection, page }: { selection: SelectionControl; page: readonly Campaign[] }) {
  const { t } = useTranslation('campaigns');
  const state = pageSelectionState(selection.selected, page);
  return (
    <TableHead className="w-10 px-2">
      <Checkbox
        checked={state === 'all' ? true : state === 'some' ? 'indeterminate' : false}
        onCheckedChange={(checked) => selection.onToggleAll(page, checked === true)}
        disabled={!page.some(canJoinSelection)}
        aria-label={t('several.selectAll')}
      />
    </TableHead>
  );
}

export function SelectCell({ selection, campaign }: { selection: SelectionControl; campaign: Campaign }) {
  const { t } = useTranslation('campaigns');
  return (
    <TableCell className="w-10 px-2">
      <Checkbox
        checked={selection.selected.has(campaign.id)}
        onCheckedChange={(checked) => selection.onToggle(campaign, checked === true)}
        disabled={!selection.selected.has(campaign.id) && !canJoinSelection(campaign)}
        aria-label={t('several.selectCampaign', { name: campaign.name })}
        title={canJoinSelection(campaign) ? undefined : t('several.oneAtATime')}
      />
    </TableCell>
  );
}
