export { createGraphClient, MAX_BATCH_OPERATIONS, type BatchOperation, type BatchResult, type CallOptions, type GraphClient, type GraphClientOptions, type GraphParams } from './graph-client.ts';
export { GraphError, isGraphError } from './graph-error.ts';
export { campaignsRequest, type EdgeRequest, graphReads, insightsRequest } from './graph-reads.ts';
export { readAllPages } from './batched-pages.ts';
export { GRAPH_API_VERSION, type GraphApiVersion, graphApiVersionStatus } from './graph-api-versions.ts';
export * from './graph-schemas.ts';
