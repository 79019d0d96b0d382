import { readTracingEnv } from '@adfleet/telemetry/env';

/**
 * The worker process's entry (worker-process.ts does the work). With OTEL_EXPORTER_OTLP_ENDPOINT set, tracing starts
 * first and the rest loads after it, so the modules it instruments (pg) are patched as they load; without it the SDK
 * is never imported (ADR 0100).
 */
const tracing = readTracingEnv().OTEL_EXPORTER_OTLP_ENDPOINT ? (await import('@adfleet/telemetry/tracing')).startTracing('adfleet-worker') : undefined;
const { runWorkerProcess } = await import('./worker-process.ts');
await runWorkerProcess(tracing);
