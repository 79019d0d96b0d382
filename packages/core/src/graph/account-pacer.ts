/**
 * Paces calls per ad account from Meta's usage headers, so one busy account slows down before Meta throttles it
 * and a throttled account waits out its block, while every other account goes at full speed.
 */
export interface PacerOptions {
  /** Usage percentage from which calls on the account are spread out. Default 80. */
  threshold?: number;
  /** The longest pause before a call on an account that is near its limit. Default 10 s. */
  maxDelayMs?: number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  now: () => number;
}

interface AccountState {
  percent: number;
  resetMs: number;
  blockedUntil: number;
}

export function createAccountPacer(options: PacerOptions) {
  const threshold = options.threshold ?? 80;
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  const accounts = new Map<string, AccountState>();
  const stateOf = (accountId: string) => {
    let state = accounts.get(accountId);
    if (!state) {
      state = { percent: 0, resetMs: 0, blockedUntil: 0 };
      accounts.set(accountId, state);
    }
    return state;
  };

  return {
    /** How long the next call on this account should wait. */
    delayFor(accountId: string): number {
      const state = accounts.get(accountId);
      if (!state) return 0;
      const now = options.now();
      if (state.blockedUntil > now) return state.blockedUntil - now;
      if (state.percent < threshold) return 0;
      // The closer to 100 %, the longer the pause, scaled to the time Meta needs to drain the budget.
      const pressure = Math.min(1, (state.percent - threshold) / (100 - threshold));
      const window = state.resetMs > 0 ? state.resetMs : maxDelayMs;
      return Math.min(maxDelayMs, Math.max(250, Math.ceil(window * pressure * 0.1)));
    },
    async beforeCall(accountId: string | undefined, signal?: AbortSignal) {
      if (!accountId) return;
      const delay = this.delayFor(accountId);
      if (delay > 0) await options.sleep(delay, signal);
    },
    record(accountId: string | undefined, usage: { maxPercent: number; adAccount?: { resetMs: number } }) {
      if (!accountId) return;
      const state = stateOf(accountId);
      state.percent = usage.maxPercent;
      state.resetMs = usage.adAccount?.resetMs ?? state.resetMs;
    },
    block(accountId: string | undefined, ms: number) {
      if (!accountId) return;
      const state = stateOf(accountId);
      state.blockedUntil = Math.max(state.blockedUntil, options.now() + ms);
    },
    percent: (accountId: string) => accounts.get(accountId)?.percent ?? 0,
  };
}

