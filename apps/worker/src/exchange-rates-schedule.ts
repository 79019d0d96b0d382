import { type ExchangeRatesSource, exchangeRatesMissing, type SyncDeps } from '@adfleet/core';
import { REFRESH_EXCHANGE_RATES_SCHEDULE, refreshExchangeRatesJob } from '@adfleet/core/jobs';
import type { WorkerJob } from './handlers/worker-jobs.ts';

/** Keeps the daily rates schedule, and asks for rates at once when today's are missing (a fresh install, a long stop). */
export async function scheduleExchangeRates(sync: SyncDeps, jobs: readonly WorkerJob[], source: ExchangeRatesSource): Promise<void> {
  if (!jobs.some((job) => job.contract.name === refreshExchangeRatesJob.name)) return;
  const missing = await exchangeRatesMissing(sync.db, source, sync.now().toISOString().slice(0, 10));
  await sync.db.transaction().execute(async (trx) => {
    await sync.jobs.schedule(trx, refreshExchangeRatesJob.name, { ...REFRESH_EXCHANGE_RATES_SCHEDULE, payload: {} });
    if (missing) await sync.jobs.send(trx, refreshExchangeRatesJob.name, {}, { singletonKey: 'at-start' });
  });
}
