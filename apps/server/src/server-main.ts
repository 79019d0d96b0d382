import { readTracingEnv } from '@adfleet/telemetry/env';

/**
 * The HTTP server process's entry (server-process.ts does the work). With OTEL_EXPORTER_OTLP_ENDPOINT set, tracing
 * starts first and the rest loads after it, so the modules it instruments (pg, http) are patched as they load; without
 * it the SDK is never imported (ADR 0100).
 */
const tracing = readTracingEnv().OTEL_EXPORTER_OTLP_ENDPOINT ? (await import('@adfleet/telemetry/tracing')).startTracing('adfleet-server') : undefined;
const { runServerProcess } = await import('./server-process.ts');
runServerProcess(tracing);
