import { setFlagsFromString } from 'node:v8';
import { readTracingEnv } from '@adfleet/telemetry/env';

// V8's memory saver mode (ADR 0106): the collector gives back the pages a burst of requests made the heap take, for
// some more CPU per request. Set here, it holds however the process was started (the launcher, the container's
// entrypoint, the bench), since Node refuses V8's own flags in NODE_OPTIONS. It steers only the collector's choices,
// which V8 reads at each collection, so it takes effect as it would on the command line.
setFlagsFromString('--memory-saver-mode');

/**
 * The HTTP server process's entry (server-process.ts does the work). With OTEL_EXPORTER_OTLP_ENDPOINT set, tracing
 * starts first and the rest loads after it, so the modules it instruments (pg, http) are patched as they load; without
 * it the SDK is never imported (ADR 0100).
 */
const tracing = readTracingEnv().OTEL_EXPORTER_OTLP_ENDPOINT ? (await import('@adfleet/telemetry/tracing')).startTracing('adfleet-server') : undefined;
const { runServerProcess } = await import('./server-process.ts');
runServerProcess(tracing);
