import { SANDBOX_APP_ID } from './constants.ts';
import { readSandboxEnv } from './env.ts';
import { buildSandboxServer } from './server.ts';

/** The sandbox on its own port: `node packages/graph-sandbox/src/main.ts` (PORT, HOST, SEED, STATE_FILE, …). */
const env = readSandboxEnv();
const app = await buildSandboxServer(
  {
    seed: env.SEED,
    redirectUris: env.REDIRECT_URIS.split(',').map((uri) => uri.trim()).filter(Boolean),
    requireAppsecretProof: env.REQUIRE_APPSECRET_PROOF,
    ...(env.STATE_FILE ? { stateFile: env.STATE_FILE } : {}),
    ...(env.PUBLIC_URL ? { publicBaseUrl: env.PUBLIC_URL } : {}),
  },
  { level: 'info' },
);
const address = await app.start({ port: env.PORT, host: env.HOST });
app.server.log.info(`Graph API sandbox at ${address} (app id ${SANDBOX_APP_ID}); controls at ${address}/_sandbox`);

const stop = async () => {
  await app.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
