import { z } from 'zod';
import { errors } from '../errors/tiktok-errors.ts';
import type { SandboxState } from '../sandbox.ts';
import { isSmartPlus, type World, type WorldTable } from '../world/world-types.ts';
import type { ApiRoute } from './api-route.ts';
import { writableAdvertiser } from './authenticate.ts';
import { id, ids, parseParams } from './params.ts';

interface Switchable {
  id: string;
  advertiserId: string;
  operationStatus: 'ENABLE' | 'DISABLE';
  deleted: boolean;
  modifyTime: number;
  smartPlus?: unknown;
}

/** A deleted campaign takes its ad groups and ads with it; a deleted ad group its ads. */
function cascadeDelete(state: SandboxState, table: WorldTable, deletedId: string, at: number) {
  const { world } = state;
  const children: Array<[WorldTable, Record<string, Switchable & { campaignId?: string; adgroupId?: string }>]> = [
    ['adgroups', world.adgroups],
    ['ads', world.ads],
  ];
  for (const [name, rows] of children) {
    for (const row of Object.values(rows)) {
      const parentId = table === 'campaigns' ? row.campaignId : table === 'adgroups' && name === 'ads' ? row.adgroupId : undefined;
      if (parentId !== deletedId || row.deleted) continue;
      row.deleted = true;
      row.modifyTime = at;
      state.changed(name, row.id);
    }
  }
}

/**
 * `campaign|adgroup|ad/status/update/`: ENABLE, DISABLE or DELETE for up to 100 objects of one advertiser. Every id
 * is checked before anything changes; a deleted object cannot change again.
 */
export function statusUpdateRoute(path: string, table: WorldTable, idsField: string, rows: (world: World) => Record<string, Switchable>): ApiRoute {
  const body = z.object({ advertiser_id: id, [idsField]: ids(100), operation_status: z.enum(['ENABLE', 'DISABLE', 'DELETE']) });
  return {
    method: 'POST',
    path,
    needsToken: true,
    handle({ state, params, token }) {
      const parsed = parseParams(body, params) as { advertiser_id: string; operation_status: 'ENABLE' | 'DISABLE' | 'DELETE' } & Record<string, string[]>;
      writableAdvertiser(state, token, parsed.advertiser_id);
      const wanted = parsed[idsField] ?? [];
      const found = wanted.map((wantedId) => {
        const row = rows(state.world)[wantedId];
        if (!row || row.advertiserId !== parsed.advertiser_id || isSmartPlus(row)) throw errors.notFound(table.slice(0, -1), wantedId);
        if (row.deleted) throw errors.parameter(`${idsField}: ${wantedId} has been deleted and cannot be changed.`);
        return row;
      });
      const at = state.now().getTime();
      for (const row of found) {
        if (parsed.operation_status === 'DELETE') {
          row.deleted = true;
          cascadeDelete(state, table, row.id, at);
        } else row.operationStatus = parsed.operation_status;
        row.modifyTime = at;
        state.changed(table, row.id);
      }
      return { [idsField]: wanted, status: parsed.operation_status };
    },
  };
}
