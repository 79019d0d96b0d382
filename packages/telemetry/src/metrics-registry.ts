import type { PlatformCallObserver } from '@adfleet/core';
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * The Prometheus metrics of one process (the server or a worker), which it serves on its own port (metrics-server.ts).
 * Each process keeps a registry of its own rather than prom-client's global one, so a test running a server and a
 * worker in one process reads each one's series apart.
 */
export interface ProcessMetrics {
  registry: Registry;
  /** Counts the process's round trips to Meta and TikTok: hand it to both platform clients. */
  platformCalls: PlatformCallObserver;
}

/** `service` labels every series (`server` or `worker`), so one Prometheus job can scrape both kinds of process. */
export function createProcessMetrics(service: 'server' | 'worker'): ProcessMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  // Node's own: memory, CPU, event-loop delay, handles — what an operator checks first when a process slows down.
  collectDefaultMetrics({ register: registry, prefix: 'adfleet_' });
  const calls = new Counter({
    name: 'adfleet_platform_requests_total',
    help: "Round trips to the ad platforms' APIs, by platform, HTTP status, the platform's own code and result (ok, throttled, transient, auth, permission, invalid).",
    labelNames: ['platform', 'status', 'code', 'result'] as const,
    registers: [registry],
  });
  return {
    registry,
    platformCalls: (call) =>
      calls.inc({
        platform: call.platform,
        // Unreachable: no answer, so no status; Meta's successes carry no code of their own.
        status: call.status === undefined ? 'none' : String(call.status),
        code: call.code === undefined ? 'none' : String(call.code),
        result: call.result,
      }),
  };
}
