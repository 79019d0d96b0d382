export { graphSandboxPlugin } from './plugin.ts';
export { buildSandboxServer, type SandboxServer } from './server.ts';
export { newSandboxSecret } from './secrets/sandbox-secrets.ts';
export { SANDBOX_APP_ID } from './constants.ts';
export { currencyOffset } from './world/currency.ts';
