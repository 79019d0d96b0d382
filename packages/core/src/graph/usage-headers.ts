/**
 * Meta's usage headers, parsed. Percentages are 0–100 (they can exceed 100 when throttled);
 * `regainAccessMs` comes from estimated_time_to_regain_access (minutes), `resetMs` from reset_time_duration (seconds).
 */
export interface GraphUsage {
  app?: { callCount: number; totalCputime: number; totalTime: number };
  businessUseCase?: Array<{ businessId: string; type: string; callCount: number; totalCputime: number; totalTime: number; regainAccessMs: number }>;
  adAccount?: { utilizationPct: number; resetMs: number };
  /** The highest percentage any header reports: what pacing looks at. */
  maxPercent: number;
  /** The longest wait any header asks for, if any. */
  retryAfterMs?: number;
}

type HeaderSource = { get(name: string): string | null };

function json(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

export function parseUsageHeaders(headers: HeaderSource): GraphUsage {
  const usage: GraphUsage = { maxPercent: 0 };
  const app = json(headers.get('x-app-usage')) as Record<string, unknown> | undefined;
  if (app && typeof app === 'object') {
    usage.app = { callCount: num(app.call_count), totalCputime: num(app.total_cputime), totalTime: num(app.total_time) };
  }
  const buc = json(headers.get('x-business-use-case-usage')) as Record<string, Array<Record<string, unknown>>> | undefined;
  if (buc && typeof buc === 'object') {
    usage.businessUseCase = Object.entries(buc).flatMap(([businessId, entries]) =>
      (Array.isArray(entries) ? entries : []).map((entry) => ({
        businessId,
        type: String(entry.type ?? ''),
        callCount: num(entry.call_count),
        totalCputime: num(entry.total_cputime),
        totalTime: num(entry.total_time),
        regainAccessMs: num(entry.estimated_time_to_regain_access) * 60_000,
      })),
    );
  }
  const account = json(headers.get('x-ad-account-usage')) as Record<string, unknown> | undefined;
  if (account && typeof account === 'object') {
    usage.adAccount = { utilizationPct: num(account.acc_id_util_pct), resetMs: num(account.reset_time_duration) * 1000 };
  }
  const percents = [
    usage.app?.callCount ?? 0,
    usage.app?.totalCputime ?? 0,
    usage.app?.totalTime ?? 0,
    usage.adAccount?.utilizationPct ?? 0,
    ...(usage.businessUseCase ?? []).flatMap((entry) => [entry.callCount, entry.totalCputime, entry.totalTime]),
  ];
  usage.maxPercent = Math.max(0, ...percents);
  const regain = Math.max(0, ...(usage.businessUseCase ?? []).map((entry) => entry.regainAccessMs));
  if (regain > 0) usage.retryAfterMs = regain;
  else if (usage.adAccount && usage.adAccount.utilizationPct >= 100 && usage.adAccount.resetMs > 0) usage.retryAfterMs = usage.adAccount.resetMs;
  return usage;
}

/** What one ad account's headers say about that account alone: the app-wide X-App-Usage is left out. */
export interface AccountUsageReading {
  percent: number;
  resetMs: number | undefined;
  regainAccessMs: number;
  /** Epoch ms of the response that carried it. */
  at: number;
}

export function accountUsageReading(usage: GraphUsage, at: number): AccountUsageReading | undefined {
  if (!usage.adAccount && !usage.businessUseCase?.length) return undefined;
  const entries = usage.businessUseCase ?? [];
  const percent = Math.max(usage.adAccount?.utilizationPct ?? 0, ...entries.flatMap((entry) => [entry.callCount, entry.totalCputime, entry.totalTime]));
  return { percent, resetMs: usage.adAccount?.resetMs, regainAccessMs: Math.max(0, ...entries.map((entry) => entry.regainAccessMs)), at };
}
