// Versions that tell a kept answer from a stale one (ADR 0051); ad accounts carry theirs in `ad_accounts.data_version`.
import type { BigintColumn } from './columns.ts';

/** One row: moves whenever exchange rates are written. */
export interface ExchangeRatesVersionTable {
  id: boolean;
  version: BigintColumn;
}
