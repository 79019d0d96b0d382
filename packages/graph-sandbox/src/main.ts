import path from 'node:path';
import { CONTROL_KEY_HEADER, SANDBOX_APP_ID } from './constants.ts';
import { readSandboxEnv } from './env.ts';
import { CONTROL_KEY_FILE, loadSandboxSecrets, newSandboxSecret, type SandboxSecrets } from './secrets/sandbox-secrets.ts';
import { buildSandboxServer } from './server.ts';

/** The sandbox on its own port: `node packages/graph-sandbox/src/main.ts` (PORT, HOST, SEED, STATE_FILE, …). */
const env = readSandboxEnv();
// The installation's secrets: from the environment, else kept beside the state file, else made for this run only.
const folder = env.STATE_FILE ? path.join(path.dirname(path.resolve(env.STATE_FILE)), 'secrets') : undefined;
const stored: SandboxSecrets | undefined = folder ? await loadSandboxSecrets(folder) : undefined;
const secrets: SandboxSecrets = {
  appSecret: env.SANDBOX_APP_SECRET ?? stored?.appSecret ?? newSandboxSecret(),
  controlKey: env.SANDBOX_CONTROL_KEY ?? stored?.controlKey ?? newSandboxSecret(),
};
const keyHint = env.SANDBOX_CONTROL_KEY ? 'SANDBOX_CONTROL_KEY' : folder ? path.join(folder, CONTROL_KEY_FILE) : undefined;
const app = await buildSandboxServer(
  {
    ...secrets,
    seed: env.SEED,
    redirectUris: env.REDIRECT_URIS.split(',').map((uri) => uri.trim()).filter(Boolean),
    requireAppsecretProof: env.REQUIRE_APPSECRET_PROOF,
    ...(keyHint ? { controlKeyHint: keyHint } : {}),
    ...(env.STATE_FILE ? { stateFile: env.STATE_FILE } : {}),
    ...(env.PUBLIC_URL ? { publicBaseUrl: env.PUBLIC_URL } : {}),
  },
  { level: 'info' },
);
const address = await app.start({ port: env.PORT, host: env.HOST });
const where = {
  app_secret: env.SANDBOX_APP_SECRET ? 'SANDBOX_APP_SECRET' : folder ? path.join(folder, 'sandbox-app-secret') : 'made for this run: set SANDBOX_APP_SECRET or STATE_FILE to keep one',
  control_key: keyHint ?? 'made for this run: set SANDBOX_CONTROL_KEY or STATE_FILE to keep one',
};
const keyExample = env.SANDBOX_CONTROL_KEY ? '$SANDBOX_CONTROL_KEY' : folder ? `$(cat ${path.join(folder, CONTROL_KEY_FILE)})` : '<control_key_value>';
app.server.log.info(
  {
    ...where,
    // Without a place to keep them, the secrets exist only in this process: print them, or nobody could use it.
    ...(folder || env.SANDBOX_APP_SECRET ? {} : { app_secret_value: secrets.appSecret }),
    ...(folder || env.SANDBOX_CONTROL_KEY ? {} : { control_key_value: secrets.controlKey }),
  },
  `Graph API sandbox at ${address} (app id ${SANDBOX_APP_ID}); controls at ${address}/_sandbox with the ${CONTROL_KEY_HEADER} header, e.g. curl -H "${CONTROL_KEY_HEADER}: ${keyExample}" ${address}/_sandbox`,
);

const stop = async () => {
  await app.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
