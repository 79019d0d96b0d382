export { graphSandboxPlugin, type GraphSandboxPluginOptions } from './plugin.ts';
export { buildSandboxServer, type SandboxServer } from './server.ts';
export { createSandbox, type Sandbox, type SandboxOptions, type DemoUserView } from './sandbox.ts';
export { appsecretProof } from './auth/token-store.ts';
export { loadSandboxSecrets, newSandboxSecret, APP_SECRET_FILE, CONTROL_KEY_FILE, type SandboxSecrets } from './secrets/sandbox-secrets.ts';
export {
  CONTROL_KEY_HEADER,
  SANDBOX_APP_ID,
  SANDBOX_APP_NAME,
  SUPPORTED_VERSIONS,
  LATEST_VERSION,
  KNOWN_SCOPES,
  MAX_BATCH,
  COPY_LIMIT_SYNC,
  COPY_LIMIT_ASYNC,
} from './constants.ts';
export { currencyOffset } from './world/currency.ts';
export type { UsageConfig } from './usage/usage-meter.ts';
