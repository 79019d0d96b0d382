import { z } from 'zod';

/**
 * What decides whether a process traces, read by the server's and the worker's entries before anything else loads
 * (ADR 0100). The OpenTelemetry SDK reads the rest of the standard OTEL_* variables itself (OTEL_SERVICE_NAME,
 * OTEL_RESOURCE_ATTRIBUTES, OTEL_EXPORTER_OTLP_HEADERS, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, ...).
 */
const tracingEnvSchema = z.object({
  /** The OTLP/HTTP collector, e.g. http://otel-collector:4318 (traces go to its /v1/traces); unset, nothing traces. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.url().optional())
    .optional(),
});

export type TracingEnv = z.infer<typeof tracingEnvSchema>;

export function readTracingEnv(source: Record<string, string | undefined> = process.env): TracingEnv {
  const result = tracingEnvSchema.safeParse(source);
  if (!result.success) throw new Error(`Invalid configuration:\n${result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`);
  return result.data;
}
