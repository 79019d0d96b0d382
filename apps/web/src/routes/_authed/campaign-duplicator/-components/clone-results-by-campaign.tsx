import { useId } from 'react';
import { CloneResults, type ResultRow, type RetryControl } from './clone-results';
import type { AppMode } from './duplicator-model';

/** A result row of a batch's status, which names the campaign it clones. */
type CampaignRow = ResultRow & { sourceCampaign?: { id: string; name: string } };

interface CampaignGroup {
  id: string;
  name: string;
  rows: CampaignRow[];
}

/** The rows by campaign, in the batch's order; rows that name no campaign (the start's answer) form one group. */
export function groupByCampaign(rows: readonly CampaignRow[]): CampaignGroup[] {
  const groups = new Map<string, CampaignGroup>();
  for (const row of rows) {
    const id = row.sourceCampaign?.id ?? '';
    const group = groups.get(id) ?? { id, name: row.sourceCampaign?.name ?? '', rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** A batch's results; a batch of several campaigns shows one titled table per campaign. */
export function CloneResultsByCampaign({ rows, mode, retry }: { rows: readonly CampaignRow[]; mode: AppMode; retry?: RetryControl }) {
  const groups = groupByCampaign(rows);
  if (groups.length < 2) return <CloneResults rows={rows} mode={mode} {...(retry ? { retry } : {})} />;
  return (
    <div className="flex max-h-[60vh] flex-col gap-5 overflow-y-auto">
      {groups.map((group) => (
        <CampaignResults key={group.id} group={group} mode={mode} {...(retry ? { retry } : {})} />
      ))}
    </div>
  );
}

function CampaignResults({ group, mode, retry }: { group: CampaignGroup; mode: AppMode; retry?: RetryControl }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2" data-testid="clone-results-campaign">
      <h3 id={titleId} className="truncate text-sm font-semibold">
        {group.name}
      </h3>
      <CloneResults rows={group.rows} mode={mode} {...(retry ? { retry } : {})} />
    </section>
  );
}
