import { type CallerScope, type Db, findReportingCurrency, listRatedCurrencies, setReportingCurrency, type WorkspaceScope } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { RATE_BASE } from './convert.ts';
import { FALLBACK_REPORTING_CURRENCY } from './default-reporting-currency.ts';
import {
  type ReportingCurrency,
  type SetReportingCurrencyInput,
  setReportingCurrencyInputSchema,
} from './reporting-currency-schemas.ts';

async function availableCurrencies(db: Db): Promise<string[]> {
  return [...new Set([RATE_BASE, ...(await listRatedCurrencies(db))])].sort();
}

/**
 * The workspace's reporting currency: the one an admin chose, else USD, the same for every viewer whatever their
 * browser (ADR 0074), so a workspace's totals never differ by who looks.
 */
export async function reportingCurrency(db: Db, scope: WorkspaceScope): Promise<ReportingCurrency> {
  const [chosen, available] = await Promise.all([findReportingCurrency(db, scope), availableCurrencies(db)]);
  return chosen ? { currency: chosen, chosen: true, available } : { currency: FALLBACK_REPORTING_CURRENCY, chosen: false, available };
}

/** Sets the workspace's reporting currency, one known to the rates table, and records who set it in the audit log. */
export async function setReportingCurrencyPreference(
  db: Db,
  scope: CallerScope,
  rawInput: SetReportingCurrencyInput,
  request?: RequestMeta,
): Promise<ReportingCurrency> {
  const { currency } = setReportingCurrencyInputSchema.parse(rawInput);
  const available = await availableCurrencies(db);
  if (!available.includes(currency)) {
    const message = userMessage('currencyWithoutRates', { currency });
    throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { currency: [message] } });
  }
  await db.transaction().execute(async (trx) => {
    const { previous } = await setReportingCurrency(trx, scope, currency);
    await recordAudit(trx, {
      event: { action: 'user.reporting_currency_set', metadata: { currency, previous } },
      userId: scope.userId,
      workspaceId: scope.workspaceId,
      actor: { type: 'user', userId: scope.userId },
      ...(request ? { request } : {}),
    });
  });
  return { currency, chosen: true, available };
}
