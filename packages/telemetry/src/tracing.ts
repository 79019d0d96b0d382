import type { IncomingMessage } from 'node:http';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { register as interceptImports } from 'import-in-the-middle/register-hooks.mjs';

export interface Tracing {
  /** The active span's ids for each log line (a pino `mixin`), so a line leads to its trace. */
  logFields(): { trace_id?: string; span_id?: string };
  /** Sends the spans still buffered, then stops tracing. */
  stop(): Promise<void>;
}

/** Probes answer every few seconds from every orchestrator: a trace each would bury the ones that matter. */
const UNTRACED_PATHS = /^\/(livez|readyz|api\/health\/)/;

/**
 * Starts OpenTelemetry tracing to the OTLP/HTTP collector the standard OTEL_* variables name (ADR 0100): incoming HTTP
 * requests, PostgreSQL statements (pg, which pg-boss uses too) and outgoing fetches (Meta's and TikTok's APIs, with
 * the trace context in their headers), all parented by whatever is active; pg-boss itself adds a span per job sent
 * and per job run, carried in the job across processes. Imported only when OTEL_EXPORTER_OTLP_ENDPOINT is set, and
 * before the process loads pg or Fastify, whose modules are patched as they load; a process without it loads none of
 * this. The narrow packages rather than the SDK's all-in-one (`@opentelemetry/sdk-node`), which brings every
 * exporter (gRPC, protobuf, Zipkin, Prometheus) and its dependencies for nothing here.
 */
export function startTracing(serviceName: string): Tracing {
  // The server and the worker are ES modules: pg reaches them through `import`, which only a loader hook sees.
  interceptImports({ include: ['pg'] });
  const resource = resourceFromAttributes({ 'service.name': serviceName }).merge(detectResources({ detectors: [envDetector] }));
  const provider = new TracerProvider({ resource, spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })] });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }));
  trace.setGlobalTracerProvider(provider);
  const unregister = registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request: IncomingMessage) => UNTRACED_PATHS.test(request.url ?? '') }),
      // A statement outside a request or a job is pg-boss polling for work or keeping house: no trace of its own.
      new PgInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
    ],
  });
  return {
    logFields() {
      const spanContext = trace.getActiveSpan()?.spanContext();
      return spanContext ? { trace_id: spanContext.traceId, span_id: spanContext.spanId } : {};
    },
    async stop() {
      unregister();
      await provider.shutdown();
    },
  };
}
