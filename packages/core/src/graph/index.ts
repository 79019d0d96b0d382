export { graphErrorFrom } from './graph-error-body.ts';
export { createGraphClient, MAX_BATCH_OPERATIONS, type BatchOperation, type BatchResult, type CallOptions, type GraphClient, type GraphClientOptions, type GraphParams, type GraphResult } from './graph-client.ts';
export { classifyGraphError, GraphError, isGraphError, type GraphErrorKind } from './graph-error.ts';
export { parseUsageHeaders, type GraphUsage } from './usage-headers.ts';
export { createAccountPacer, type AccountPacer, type PacerOptions } from './account-pacer.ts';
export { campaignsRequest, type EdgeRequest, graphReads, type GraphReads, insightsRequest, type InsightsQuery, type ReadOptions } from './graph-reads.ts';
export { readAllPages } from './batched-pages.ts';
export * from './graph-schemas.ts';
