import { describe, expect, it } from 'vitest';
import { GraphError } from '../graph/graph-error.ts';
import { TikTokApiError } from '../tiktok/tiktok-error.ts';
import { backoffDelay, decideFailure, type FailureAttempt } from './failure-policy.ts';

const backoff = { baseMs: 500, capMs: 8_000 };
const attempt = (overrides: Partial<FailureAttempt> = {}): FailureAttempt => ({ tries: 0, maxTries: 3, backoff, finalAttempt: false, random: () => 0.5, ...overrides });
const tiktok = (code: number) => new TikTokApiError(code, `TikTok ${code}`);
const graph = (code: number, extra: { retryAfterMs?: number; isTransient?: boolean } = {}) => new GraphError(`Meta ${code}`, { code, ...extra });

describe('decideFailure', () => {
  it.each([
    ['transient (code 2), tries left', graph(2), attempt(), { action: 'retry', delayMs: 250 }],
    ['unknown (code 1), second try', graph(1), attempt({ tries: 1 }), { action: 'retry', delayMs: 500 }],
    ['is_transient flag on another code', graph(99, { isTransient: true }), attempt(), { action: 'retry', delayMs: 250 }],
    ['network failure (not a Graph error)', new Error('socket hang up'), attempt(), { action: 'retry', delayMs: 250 }],
    ['transient, in-place tries spent, job retries left', graph(2), attempt({ tries: 3 }), { action: 'requeue' }],
    ['transient, everything spent', graph(2), attempt({ tries: 3, finalAttempt: true }), { action: 'final' }],
    ['transient where nothing is repeated in place', graph(2), attempt({ maxTries: 0 }), { action: 'requeue' }],
    ['throttled with a regain time', graph(17, { retryAfterMs: 90_000 }), attempt(), { action: 'defer', afterMs: 90_000 }],
    ['throttled without one', graph(80_004), attempt({ finalAttempt: true }), { action: 'defer', afterMs: 60_000 }],
    ['dead token', graph(190), attempt(), { action: 'token' }],
    ['missing permission', graph(200), attempt(), { action: 'final' }],
    ['invalid request', graph(100), attempt(), { action: 'final' }],
    ['programming error', new TypeError('x is undefined'), attempt(), { action: 'final' }],
    ['unparseable answer', new SyntaxError('Unexpected token'), attempt(), { action: 'final' }],
    ['TikTok: too many requests', tiktok(40100), attempt({ finalAttempt: true }), { action: 'defer', afterMs: 60_000 }],
    ['TikTok: revoked token', tiktok(40105), attempt(), { action: 'token' }],
    ['TikTok: expired token', tiktok(40102), attempt(), { action: 'token' }],
    ['TikTok: system error', tiktok(50000), attempt(), { action: 'retry', delayMs: 250 }],
    ['TikTok: unreachable', tiktok(0), attempt({ tries: 3 }), { action: 'requeue' }],
    ['TikTok: no permission on the advertiser', tiktok(40001), attempt(), { action: 'final' }],
    ['TikTok: a refused parameter', tiktok(40002), attempt(), { action: 'final' }],
  ])('%s', (_case, error, given, expected) => {
    expect(decideFailure(error, given)).toEqual(expected);
  });
});

describe('backoffDelay (full jitter)', () => {
  it('draws from zero up to a ceiling that doubles with each try and stops at the cap', () => {
    const top = () => 0.999_999;
    expect([0, 1, 2, 3, 4, 5, 10].map((tries) => backoffDelay(tries, backoff, top))).toEqual([499, 999, 1_999, 3_999, 7_999, 7_999, 7_999]);
    expect(backoffDelay(4, backoff, () => 0)).toBe(0);
  });
});
