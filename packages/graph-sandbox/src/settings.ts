/**
 * What a host needs to configure the sandbox before mounting it (its app id, where its secrets live), without loading
 * the sandbox itself: a server with a real Meta app never imports more of this package (ADR 0061).
 */
export { CONTROL_KEY_HEADER, SANDBOX_APP_ID } from './constants.ts';
export { CONTROL_KEY_FILE, loadSandboxSecrets, type SandboxSecrets } from './secrets/sandbox-secrets.ts';
