import { connectThroughDialog, createBrowser, TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { createSourceCampaign } from '../../apps/server/src/trpc/procedures/clone/clone-fixture.ts';
import { launcherClient, type LauncherClient } from '../../apps/server/src/trials/launcher-client.ts';
import type { ScaleCluster } from './scale-cluster.ts';
import type { ScalePlan } from './scale-plan.ts';

export interface ScaleUser {
  id: string;
  /** The personal workspace registering made, where the user's connection, batches and syncs live. */
  workspaceId: string;
  /** A REST and tRPC client per server, each signed in with the same bearer token. */
  clients: LauncherClient[];
}

/** What a request begun on one server and finished on the other proved: nothing of a session is held by one process. */
export interface CrossServerProof {
  /** Where the OAuth callback, answered by server B for a flow begun on A, sent the browser. */
  connectLanded: string;
  /** A cookie-authenticated mutation on B with the XSRF cookie A set, echoed in the header. */
  xsrfEchoed: number;
  /** The same mutation without the header. */
  xsrfMissing: number;
}

export interface ScaleWorld {
  users: ScaleUser[];
  sourceCampaignId: string;
  /** The added ad accounts every clone batch copies into. */
  targets: string[];
  sandbox: LauncherClient;
  crossServer: CrossServerProof[];
}

/**
 * Users, ad accounts and a source campaign for the run. Each user registers on server A, starts "Connect Facebook"
 * there (the state cookie is set by A), picks Ana in the sandbox dialog, and the callback is answered by server B,
 * which must find the state and the session A set; then B must accept a cookie mutation carrying A's XSRF token.
 */
export async function prepareWorld(cluster: ScaleCluster, plan: ScalePlan): Promise<ScaleWorld> {
  const [serverA] = cluster.servers;
  if (!serverA) throw new Error('the cluster has no server');
  // With one server (the baseline) the callback comes back to it, as it would anywhere.
  const serverB = cluster.servers[1] ?? serverA;
  const sandbox = launcherClient({ baseUrl: cluster.graphUrl, dataDir: cluster.sandboxDataDir });
  const info = await sandbox.control('GET', '');
  const us = (info.accounts as Array<{ id: string; name: string }>).find((account) => account.name.includes('US Store'))?.id;
  const ana = (info.users as Array<{ id: string; name: string }>).find((user) => user.name.startsWith('Ana'));
  if (!us || !ana) throw new Error('the sandbox has no US Store or no Ana');
  const added = (await sandbox.control('POST', '/accounts', { like: us, count: plan.targets, name_prefix: 'Scale' })).accounts as Array<{ id: string }>;
  // Before anyone connects, so each user's first sync reads it.
  const anaToken = (await sandbox.control('POST', '/tokens', { user_id: ana.id })).access_token as string;
  const source = await createSourceCampaign(sandbox.graph, anaToken, us, 'Scale Source');

  const users: ScaleUser[] = [];
  const crossServer: CrossServerProof[] = [];
  for (let index = 0; index < plan.users; index++) {
    const username = `scale-${index + 1}`;
    const browser = createBrowser(serverA.baseUrl);
    const registered = await browser.request('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ username, email: `${username}@example.com`, password: TEST_PASSWORD }),
      headers: { 'content-type': 'application/json' },
    });
    if (registered.status !== 201) throw new Error(`registering ${username}: ${registered.status} ${await registered.text()}`);
    const body = (await registered.json()) as { token: string; user: { id: string } };
    const landed = await connectThroughDialog(browser, ana.id, 'continue', (callback) => {
      callback.port = new URL(serverB.baseUrl).port;
    });
    const mutation = (headers: Record<string, string>) =>
      browser.request(`${serverB.baseUrl}/trpc/sync.start`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', ...headers } });
    const xsrfMissing = (await mutation({})).status;
    const xsrfEchoed = (await mutation({ 'x-xsrf-token': browser.cookies.get('XSRF-TOKEN') ?? '' })).status;
    crossServer.push({ connectLanded: landed.pathname, xsrfEchoed, xsrfMissing });

    const clients = cluster.servers.map((server) => launcherClient({ baseUrl: server.baseUrl, dataDir: cluster.sandboxDataDir }));
    for (const client of clients) client.signIn(body.token);
    const { currentId } = (await clients[0]?.query('workspaces.list')) as { currentId: string };
    users.push({ id: body.user.id, workspaceId: currentId, clients });
  }
  return { users, sourceCampaignId: source.campaignId, targets: added.map((account) => account.id), sandbox, crossServer };
}
