export * from './diagnostics-schemas.ts';
export * from './diagnostics-service.ts';
export * from './readiness.ts';
