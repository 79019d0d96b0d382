import { type Db, type Membership, setCurrentWorkspace } from '@adfleet/db';
import { type SandboxedServer, TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';

/**
 * A second person in an existing workspace: registered with a personal workspace of their own like anyone, then made a
 * member of `workspaceId` and working in it, with no connection of their own. Their session finds the membership on its
 * next validation.
 */
export async function registerMember(app: Pick<SandboxedServer, 'baseUrl'>, db: Db, workspaceId: string, options: { username: string; ip: string; role?: Membership['role'] }) {
  const response = await fetch(`${app.baseUrl}/api/auth/register`, {
    method: 'POST',
    body: JSON.stringify({ username: options.username, email: `${options.username}@example.com`, password: TEST_PASSWORD }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': options.ip },
  });
  if (response.status !== 201) throw new Error(`registering ${options.username} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: { id: string } };
  await db.insertInto('workspace_members').values({ workspace_id: workspaceId, user_id: body.user.id, role: options.role ?? 'manager' }).execute();
  await setCurrentWorkspace(db, body.user.id, workspaceId);
  return { id: body.user.id, token: body.token };
}
