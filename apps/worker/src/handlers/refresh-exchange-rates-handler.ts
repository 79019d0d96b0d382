import { refreshExchangeRates } from '@adfleet/core';
import type { JobHandler } from './job-handler.ts';

export const handleRefreshExchangeRates: JobHandler<'currency.refresh_rates'> = async (_payload, { db, exchangeRates, signal, log }) => {
  const result = await refreshExchangeRates(db, exchangeRates, signal);
  log.info(result, 'exchange rates stored');
  return result;
};
