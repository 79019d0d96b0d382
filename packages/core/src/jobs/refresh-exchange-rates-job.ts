import { z } from 'zod';
import { defineJob } from './job-contract.ts';

/** Fetches the day's exchange rates and stores them (ADR 0030): daily, and at a worker's start when today's are missing. */
export const refreshExchangeRatesJob = defineJob({
  name: 'currency.refresh_rates',
  payload: z.object({}),
  result: z.object({ source: z.string(), rates: z.number().int(), days: z.number().int(), lastDay: z.string().nullable() }),
  // One fetch at a time however many workers start; an unreachable source is tried again after 5, 10, 20… minutes.
  queue: { policy: 'singleton', retryLimit: 6, retryDelay: 300, retryBackoff: true, expireInSeconds: 120 },
});

/**
 * The daily schedule, in UTC: the ECB publishes its reference rates around 16:00 Central European Time on working
 * days, so 16:30 UTC has them in winter and summer alike.
 */
export const REFRESH_EXCHANGE_RATES_SCHEDULE = { key: 'daily', cron: '30 16 * * *' } as const;
