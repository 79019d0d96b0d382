import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { escapeRegExp, type SandboxAccount } from './sandbox-journey.ts';

export type TeamLanguage = 'en' | 'es';
export type InvitedRoleName = 'manager' | 'analyst' | 'client';

/** What the Team page's invite form is labelled with, in one language. */
export interface InviteTexts {
  email: string;
  send: string;
  roles: Record<InvitedRoleName, string>;
}

/**
 * A fresh browser of its own in `language` (from the journey's own address, as every context of a test), signed in as
 * `token`'s person when given, its tab showing workspace `workspaceId` when given.
 */
export async function teamTab(browser: Browser, language: TeamLanguage, token?: string, workspaceId?: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(
    ([savedToken, lng, workspace]) => {
      if (savedToken) localStorage.setItem('token', savedToken);
      localStorage.setItem('i18nextLng', lng);
      if (workspace) sessionStorage.setItem('workspace', workspace);
    },
    [token ?? '', language, workspaceId ?? ''] as const,
  );
  return context.newPage();
}

/**
 * Invites `email` from Settings → Team as `role`; a client is given the ad account named `clientAccount` (else the
 * first one listed). Waits until the invitation is listed as pending.
 */
export async function inviteFromTeamPage(page: Page, text: InviteTexts, email: string, role: InvitedRoleName, clientAccount?: string) {
  const form = page.getByTestId('invite-form');
  await form.getByLabel(text.email, { exact: true }).fill(email);
  await form.getByTestId('invite-role').click();
  await page.getByRole('option', { name: text.roles[role], exact: true }).click();
  if (role === 'client') {
    const accounts = form.getByTestId('assignment-picker').getByRole('checkbox');
    await (clientAccount ? form.getByTestId('assignment-picker').getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(clientAccount)} \\(`) }) : accounts.first()).check();
  }
  await form.getByRole('button', { name: text.send }).click();
  await expect(page.locator(`[data-testid="pending-invitation"][data-email="${email}"]`)).toBeVisible();
}

/** A member's row on Settings → Team. */
export const memberRow = (page: Page, username: string) => page.locator(`[data-testid="team-member"][data-username="${username}"]`);

/** What the Duplicator's dialog is labelled with, in one language. */
export interface CloneTexts {
  duplicate: RegExp;
  name: string;
  budget: string;
  amount: string;
  submit: string;
  sent: string;
}

/**
 * As a manager under approval: duplicates a campaign of `target` into it as `cloneName` from the Duplicator, and sees
 * it sent for approval.
 */
export async function proposeCloneInto(page: Page, text: CloneTexts, language: TeamLanguage, target: SandboxAccount, cloneName: string) {
  await page.goto(`/campaign-duplicator?lng=${language}&account=${target.id}`);
  const row = page.getByTestId('campaigns-table').locator('tbody tr').filter({ hasText: target.name }).first();
  await row.getByRole('button', { name: text.duplicate }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text.name).fill(cloneName);
  await dialog.getByLabel(text.budget).fill(text.amount);
  await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(target.name)}\\s*${escapeRegExp(target.id)}`) }).check();
  await expect(dialog.locator(`[data-testid=preflight-row][data-account="${target.id}"]`)).toHaveAttribute('data-ok', 'true', { timeout: 30_000 });
  await dialog.getByRole('button', { name: text.submit }).click();
  await expect(dialog.getByTestId('sent-for-approval')).toContainText(text.sent);
}

/**
 * Verifies `email` as its owner would, from the sign-up mail's link (read from the sandbox's mail outbox): the app
 * offers invitations only to an address its holder has verified.
 */
export async function verifyAddressFromMail(request: APIRequestContext, controlHeaders: Record<string, string>, email: string): Promise<void> {
  // As the installation's operator, who holds the sandbox control key: the outbox opens to nobody else.
  const headers = controlHeaders;
  const listed = await request.get('/trpc/mailOutbox.list', { headers });
  const entries = ((await listed.json()) as { result: { data: { json: Array<{ id: string; to: string; template: string }> } } }).result.data.json;
  const mail = entries.find((entry) => entry.to === email && entry.template === 'email-verification');
  if (!mail) throw new Error(`no verification mail to ${email}`);
  const read = await request.get(`/trpc/mailOutbox.message?input=${encodeURIComponent(JSON.stringify({ json: { id: mail.id } }))}`, { headers });
  const { text } = ((await read.json()) as { result: { data: { json: { text: string } } } }).result.data.json;
  const token = /\/verify-email#token=([a-z0-9]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no verification link in the mail to ${email}`);
  expect((await request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
}
