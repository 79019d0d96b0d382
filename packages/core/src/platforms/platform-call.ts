import type { GraphErrorKind } from '../graph/graph-error.ts';

/** One round trip to an ad platform's API as the clients saw it: what the processes' metrics count. */
interface PlatformCall {
  platform: 'meta' | 'tiktok';
  /** The HTTP status of the answer; undefined when the platform could not be reached. */
  status: number | undefined;
  /** The platform's own code: Meta's error code, TikTok's envelope code (0 when it succeeded); undefined otherwise. */
  code: number | undefined;
  /** `ok`, or the kind of failure the one failure policy sees in the answer (throttled, transient, auth, ...). */
  result: 'ok' | GraphErrorKind;
}

/** Told of every round trip, after its answer is read; it must not throw or wait. */
export type PlatformCallObserver = (call: PlatformCall) => void;
