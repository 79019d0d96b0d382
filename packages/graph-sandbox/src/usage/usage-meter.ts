/**
 * Meta-style rate limiting: every call on an ad account costs points (reads 1, writes 3) against a per-account budget
 * that drains linearly over a window, like the Business Use Case limits. Usage headers report the fill level in
 * percent; a full account is throttled (80004 / 80000 with subcode 2446079) until enough points have drained.
 */
export interface UsageConfig {
  /** Points an ad account may spend per window. */
  accountBudget: number;
  appBudget: number;
  windowSeconds: number;
}

export const READ_COST = 1;
export const WRITE_COST = 3;

interface Bucket {
  score: number;
  at: number;
  forcedUntil?: number;
}

interface AccountUsage {
  percent: number;
  /** Minutes until calls are allowed again, as Meta reports estimated_time_to_regain_access. */
  regainMinutes: number;
  /** Seconds until the bucket is empty, as Meta reports reset_time_duration. */
  resetSeconds: number;
}

export interface UsageMeter {
  isThrottled(accountId: string, cost: number, now: number): boolean;
  charge(accountId: string | undefined, cost: number, now: number): void;
  account(accountId: string, now: number): AccountUsage;
  appPercent(now: number): number;
  throttle(accountId: string, seconds: number, now: number): void;
  release(accountId: string): void;
  /** The budgets in force; `setLimits` changes them, as moving an app from development to standard access does. */
  limits(): UsageConfig;
  setLimits(limits: Partial<UsageConfig>): void;
  reset(): void;
}

export function createUsageMeter(initial: UsageConfig): UsageMeter {
  let config = { ...initial };
  const accounts = new Map<string, Bucket>();
  let app: Bucket = { score: 0, at: 0 };

  const drain = (bucket: Bucket, budget: number, now: number) => {
    const perMs = budget / (config.windowSeconds * 1000);
    bucket.score = Math.max(0, bucket.score - Math.max(0, now - bucket.at) * perMs);
    bucket.at = now;
    return bucket;
  };
  const bucketOf = (accountId: string, now: number) => {
    let bucket = accounts.get(accountId);
    if (!bucket) {
      bucket = { score: 0, at: now };
      accounts.set(accountId, bucket);
    }
    return drain(bucket, config.accountBudget, now);
  };
  const forced = (bucket: Bucket, now: number) => bucket.forcedUntil !== undefined && bucket.forcedUntil > now;

  return {
    isThrottled(accountId, cost, now) {
      const bucket = bucketOf(accountId, now);
      return forced(bucket, now) || bucket.score + cost > config.accountBudget;
    },
    charge(accountId, cost, now) {
      drain(app, config.appBudget, now).score += cost;
      if (accountId) bucketOf(accountId, now).score += cost;
    },
    account(accountId, now) {
      const bucket = bucketOf(accountId, now);
      const perSecond = config.accountBudget / config.windowSeconds;
      if (forced(bucket, now)) {
        const seconds = ((bucket.forcedUntil ?? now) - now) / 1000;
        return { percent: 100, regainMinutes: Math.max(1, Math.ceil(seconds / 60)), resetSeconds: Math.ceil(seconds) };
      }
      // Throttling starts when a write (the dearest call) no longer fits; regain once it fits again.
      const over = bucket.score + 3 - config.accountBudget;
      return {
        percent: Math.round((bucket.score / config.accountBudget) * 10_000) / 100,
        regainMinutes: over > 0 ? Math.ceil(over / perSecond / 60) : 0,
        resetSeconds: Math.ceil(bucket.score / perSecond),
      };
    },
    appPercent(now) {
      return Math.min(100, Math.round((drain(app, config.appBudget, now).score / config.appBudget) * 100));
    },
    throttle(accountId, seconds, now) {
      const bucket = bucketOf(accountId, now);
      bucket.forcedUntil = now + seconds * 1000;
    },
    release(accountId) {
      accounts.delete(accountId);
    },
    limits: () => ({ ...config }),
    setLimits(limits) {
      config = { ...config, ...limits };
    },
    reset() {
      accounts.clear();
      app = { score: 0, at: 0 };
      config = { ...initial };
    },
  };
}

/** The three usage headers Meta sends; the business use case header only on calls that touch an ad account. */
export function usageHeaders(
  meter: UsageMeter,
  now: number,
  account?: { accountId: string; businessId: string; type: 'ads_management' | 'ads_insights' },
): Record<string, string> {
  const appPercent = meter.appPercent(now);
  const headers: Record<string, string> = {
    'x-app-usage': JSON.stringify({ call_count: appPercent, total_cputime: Math.round(appPercent / 2), total_time: Math.round(appPercent / 2) }),
  };
  if (!account) return headers;
  const usage = meter.account(account.accountId, now);
  const percent = Math.round(usage.percent);
  headers['x-business-use-case-usage'] = JSON.stringify({
    [account.businessId]: [
      {
        type: account.type,
        call_count: percent,
        total_cputime: Math.round(percent / 2),
        total_time: Math.round(percent / 2),
        estimated_time_to_regain_access: usage.regainMinutes,
        ads_api_access_tier: 'development_access',
      },
    ],
  });
  headers['x-ad-account-usage'] = JSON.stringify({
    acc_id_util_pct: usage.percent,
    reset_time_duration: usage.resetSeconds,
    ads_api_access_tier: 'development_access',
  });
  return headers;
}
