export * from './errors/index.ts';
export * from './diagnostics/index.ts';
