import { CopyIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';
import { type CampaignSelection, MAX_SELECTED_CAMPAIGNS } from './campaign-selection';

/** Above the table once campaigns are ticked: how many, "Duplicate N campaigns", and clearing the selection. */
export function SelectionBar({ selected, onDuplicate, onClear }: { selected: CampaignSelection; onDuplicate: () => void; onClear: () => void }) {
  const { t } = useTranslation('campaigns');
  const refused = useWorkspaceRole().refusal('operate');
  if (selected.size === 0) return null;
  const tooMany = selected.size > MAX_SELECTED_CAMPAIGNS;
  return (
    <div role="region" aria-label={t('several.barLabel')} className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm" data-testid="campaign-selection-bar">
      <span className="font-medium tabular-nums">{t('several.selected', { count: selected.size })}</span>
      {tooMany && <span className="text-destructive">{t('several.tooMany', { max: MAX_SELECTED_CAMPAIGNS })}</span>}
      <span className="ms-auto flex flex-wrap gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onClear}>
          <XIcon aria-hidden="true" />
          {t('several.clear')}
        </Button>
        <RoleRefusal reason={refused}>
          <Button type="button" size="sm" onClick={onDuplicate} disabled={tooMany || refused !== undefined}>
            <CopyIcon aria-hidden="true" />
            {t('several.duplicate', { count: selected.size })}
          </Button>
        </RoleRefusal>
      </span>
    </div>
  );
}
