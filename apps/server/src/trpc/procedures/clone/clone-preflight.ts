import { clonePreflight, clonePreflightInputSchema, clonePreflightResultSchema } from '@adfleet/core';
import { operatorProcedure } from '../../init.ts';
import { preflightCachesOf } from './preflight-caches.ts';

/**
 * The clone dialog's dry run: per target account, the pages and pixels it may use, the ones it would use, and what
 * would make its clone fail. Reads Meta (one batch per target, all in parallel, briefly cached); writes nothing.
 */
export const clonePreflightProcedure = operatorProcedure
  .input(clonePreflightInputSchema)
  .output(clonePreflightResultSchema)
  .query(({ ctx, input }) => {
    const { db, graph, tiktok, cipher, now } = ctx.deps;
    return clonePreflight({ db, graph, tiktok, cipher, now, caches: preflightCachesOf(ctx.deps) }, ctx.scope, input);
  });
