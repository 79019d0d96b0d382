import { type Browser, expect, type Page } from '@playwright/test';
import { ownAddress } from './client-address.ts';
import { escapeRegExp } from './sandbox-journey.ts';

export type TeamLanguage = 'en' | 'es';
export type InvitedRoleName = 'manager' | 'analyst' | 'client';

/** What the Team page's invite form is labelled with, in one language. */
export interface InviteTexts {
  email: string;
  send: string;
  roles: Record<InvitedRoleName, string>;
}

/** A fresh browser of its own in `language` (from the journey's own address), signed in as `token`'s person when given. */
export async function teamTab(browser: Browser, journey: string, language: TeamLanguage, token?: string): Promise<Page> {
  const context = await browser.newContext(ownAddress(journey));
  await context.addInitScript(
    ([savedToken, lng]) => {
      if (savedToken) localStorage.setItem('token', savedToken);
      localStorage.setItem('i18nextLng', lng);
    },
    [token ?? '', language] as const,
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
