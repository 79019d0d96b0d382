import { Readable } from 'node:stream';
import { daysOfRange, recordReportExport, targetCurrency, reportCsvLines, reportDays, reportingRangeOf, reportInputSchema, reportScopeOf, streamReport } from '@adfleet/core';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { workspaceProcedure } from '../trpc/init.ts';
import { contextFromRequest } from '../trpc/request-context.ts';
import { requestLanguage } from './request-language.ts';

const NUMERIC_PARAMS = new Set(['spendMin', 'spendMax', 'resultsMin', 'resultsMax']);

/** Query strings carry text: the range bounds become numbers (a bound that is not one stays text and is refused). */
function reportParamsOf(query: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === '') continue;
    params[key] = NUMERIC_PARAMS.has(key) && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
  }
  return params;
}

/**
 * The export's caller and parameters as a workspace procedure sees them (session, `X-Workspace-Id`, membership, the
 * input's checks on the app's clock, errors), through the very same middlewares and `reports.run`'s schema. It stays
 * off the app router: it answers nothing a client needs, only this adapter.
 *
 * @public exported so the input-bounds test, which walks every route file's exports, checks its input.
 */
export const exportCall = workspaceProcedure.input(reportInputSchema).query(({ ctx, input }) => ({ caller: ctx.scope, input }));

/**
 * GET /api/reports/export.csv: the workspace's report the page shows (same parameters as `reports.run`, the page's URL
 * search params), every row, streamed from a database cursor as CSV in the request's language. Nothing is gathered:
 * memory stays flat whatever the row count, and a client that goes away closes the cursor.
 */
export function registerReportExportRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.get('/api/reports/export.csv', async (request, reply) => {
    const { caller, input } = await exportCall({
      path: 'reports.export',
      getRawInput: async () => reportParamsOf(request.query as Record<string, unknown>),
      ctx: contextFromRequest(deps, request, reply),
      type: 'query',
      signal: undefined,
      batchIndex: 0,
    });
    const scope = reportScopeOf(caller);
    const now = deps.now();
    const [range, currency] = await Promise.all([reportDays(deps.db, scope, input, now), targetCurrency(deps.db, scope, input.currency)]);
    // Without accounts in scope there is no account's calendar: the file is empty and named by UTC days.
    const days = range.span ?? daysOfRange(reportingRangeOf(input, 'last7Days'), now, null);
    await recordReportExport(deps.db, caller, input, days, { ip: request.ip, userAgent: request.headers['user-agent'] });
    const rows = streamReport(deps.db, scope, input, range.days, currency);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="adfleet-report-${input.groupBy}-${days.from}-${days.to}.csv"`)
      .send(Readable.from(reportCsvLines(rows, input.groupBy, requestLanguage(request), { days: range.days, currency })));
  });
}
