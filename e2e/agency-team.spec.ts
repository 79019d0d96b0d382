import { currencyOffset } from '@adfleet/core/money';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { registerUser } from './support/users.ts';
import { escapeRegExp, type SandboxAccount, sandboxCampaignsIn } from './support/sandbox-journey.ts';
import { inviteFromTeamPage, memberRow, proposeCloneInto, teamTab, verifyAddressFromMail } from './support/team-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXTS = {
  en: {
    email: 'Email',
    send: 'Send invitation',
    roles: { manager: 'Manager', analyst: 'Analyst', client: 'Client' },
    rule: "Require approval for managers' clones and bulk budget changes",
    bannerAccept: 'Accept',
    switcher: (name: string) => `Workspace: ${name}`,
    duplicate: /^Duplicate /,
    refused: 'Your role in this workspace (Analyst) cannot do this.',
    name: 'Campaign name',
    budget: 'Budget amount',
    amount: '12.50',
    submit: 'Duplicate Campaign',
    sent: 'Sent for approval',
    review: 'Review',
    approve: 'Approve and run',
    approved: 'Approved: the work has started.',
    remove: 'Remove',
    removed: 'was removed',
    proposed: 'Proposed duplicating a campaign into 1 account, for approval',
    approvedRow: 'Approved a proposed duplication; it started',
    joined: 'Joined the workspace as',
    removedRow: (name: string) => `Removed ${name} from the workspace`,
  },
  es: {
    email: 'Correo electrónico',
    send: 'Enviar la invitación',
    roles: { manager: 'Gestor', analyst: 'Analista', client: 'Cliente' },
    rule: 'Exigir aprobación para las duplicaciones y cambios masivos de presupuesto de los gestores',
    bannerAccept: 'Aceptar',
    switcher: (name: string) => `Espacio de trabajo: ${name}`,
    duplicate: /^Duplicar /,
    refused: 'Tu rol en este espacio de trabajo (Analista) no permite hacer esto.',
    name: 'Nombre de la campaña',
    budget: 'Monto del presupuesto',
    amount: '12,50',
    submit: 'Duplicar Campaña',
    sent: 'Enviado para aprobación',
    review: 'Revisar',
    approve: 'Aprobar y ejecutar',
    approved: 'Aprobada: el trabajo ya empezó.',
    remove: 'Quitar',
    removed: 'ya no es miembro',
    proposed: 'Propuso duplicar una campaña en 1 cuenta, para aprobación',
    approvedRow: 'Aprobó una duplicación propuesta; ya empezó',
    joined: 'Se unió al espacio de trabajo como',
    removedRow: (name: string) => `Se eliminó a ${name} del espacio de trabajo`,
  },
} as const;

/**
 * Issue 17 in Chromium, as an agency would live it: the owner connects Meta, requires approval and invites an analyst, a
 * manager and a client (with one ad account) from Settings → Team; each accepts in the app. The analyst may not clone, the
 * client sees only their account, the manager's clone waits until the client approves it and then runs; the manager is
 * removed and loses the workspace; Activity names each person.
 */
for (const language of journeyLanguages('en')) {
  test(`an agency's owner, analyst, manager and client each work under their own name and role (${language})`, async ({ page, request, browser, app, meta, login, connectFacebook }) => {
    test.setTimeout(360_000);
    const text = TEXTS[language];
    const target = meta.accounts.find((account) => account.account_status === 1 && currencyOffset(account.currency) === 100) as SandboxAccount;
    const others = meta.accounts.filter((account) => account.id !== target.id);

    // The owner connects Meta and, in Settings → Team, requires approval for managers' work.
    const { username: owner, token: ownerToken } = await login({ prefix: `agencyown${language}`, language });
    await connectFacebook();
    const [workspace] = (await (await page.request.get('/api/workspaces', { headers: { Authorization: `Bearer ${ownerToken}` } })).json()) as Array<{ id: string; name: string }>;
    if (!workspace) throw new Error('the owner has no workspace');
    await page.goto(`/settings/team?lng=${language}`);
    const rule = page.getByRole('switch', { name: text.rule });
    await rule.click();
    await expect(rule).toHaveAttribute('aria-checked', 'true');

    // Three people with AdFleet accounts are invited by address; the client is given the target account alone.
    const people = {
      analyst: await registerUser(request, `agencyana${language}`),
      manager: await registerUser(request, `agencyman${language}`),
      client: await registerUser(request, `agencycli${language}`),
    };
    for (const [role, person] of Object.entries(people) as Array<[keyof typeof people, (typeof people)[keyof typeof people]]>) {
      await inviteFromTeamPage(page, text, `${person.username}@example.com`, role, target.name);
    }

    // Each, having verified their address from the sign-up mail, accepts from the notice above their pages and works
    // in the team's workspace.
    const tabs = {} as Record<keyof typeof people, Page>;
    for (const [role, person] of Object.entries(people) as Array<[keyof typeof people, (typeof people)[keyof typeof people]]>) {
      await verifyAddressFromMail(request, app.metaControl, `${person.username}@example.com`);
      const tab = await teamTab(browser, language, person.token);
      await tab.goto(`/dashboard?lng=${language}`);
      const banner = tab.getByTestId('invitation-banner-item').filter({ hasText: workspace.name });
      await banner.getByRole('button', { name: text.bannerAccept, exact: true }).click();
      await expect(tab.getByRole('button', { name: text.switcher(workspace.name) })).toBeVisible();
      tabs[role] = tab;
    }

    // The analyst sees who connected Meta, reads the campaigns, and every Duplicate rests with the reason.
    await tabs.analyst.goto(`/accounts?lng=${language}`);
    await expect(tabs.analyst.getByTestId('connected-by')).toContainText(owner);
    await tabs.analyst.goto(`/campaign-duplicator?lng=${language}`);
    const duplicates = tabs.analyst.getByRole('button', { name: text.duplicate });
    await expect(duplicates.first()).toBeDisabled();
    await expect(duplicates.first().locator('xpath=..')).toContainText(text.refused);

    // The client sees their account and none of the others, on Accounts and on the Dashboard.
    for (const path of ['/accounts', '/dashboard']) {
      await tabs.client.goto(`${path}?lng=${language}`);
      await expect(tabs.client.getByText(target.name).first()).toBeVisible();
      const shown = (await tabs.client.locator('main').textContent()) ?? '';
      for (const other of others) expect(shown, `${path} shows ${other.name}`).not.toContain(other.name);
    }
    // Nor whose login the team's figures come through.
    await tabs.client.goto(`/accounts?lng=${language}`);
    await expect(tabs.client.getByText(target.name).first()).toBeVisible();
    await expect(tabs.client.getByTestId('connected-by')).toHaveCount(0);

    // The manager duplicates a campaign of the target account into it: it waits for approval, nothing is created.
    const cloneName = `Agency ${language} ${Date.now()}`;
    await proposeCloneInto(tabs.manager, text, language, target, cloneName);
    expect((await sandboxCampaignsIn(page.request, meta.controlHeaders, target.id)).filter((campaign) => campaign.name === cloneName)).toEqual([]);

    // The client approves it in the app, and it runs: the campaign exists at Meta, paused.
    await tabs.client.goto(`/approvals?lng=${language}`);
    await tabs.client.getByTestId('approval-item').first().getByRole('link', { name: text.review }).click();
    await expect(tabs.client.getByTestId('approval-campaign-name')).toHaveText(cloneName);
    await tabs.client.getByRole('button', { name: text.approve }).click();
    await expect(tabs.client.getByTestId('approval-outcome')).toContainText(text.approved);
    await expect
      .poll(async () => (await sandboxCampaignsIn(page.request, meta.controlHeaders, target.id)).filter((campaign) => campaign.name === cloneName).map((campaign) => campaign.status), { timeout: 90_000, intervals: [500, 1000] })
      .toEqual(['PAUSED']);

    // The owner removes the manager; the manager's next page load no longer shows the workspace.
    await page.goto(`/settings/team?lng=${language}`);
    await memberRow(page, people.manager.username).getByRole('button', { name: text.remove }).click();
    await page.getByTestId('remove-member-confirm').click();
    await expect(page.getByText(text.removed).first()).toBeVisible();
    await tabs.manager.reload();
    await expect(tabs.manager.getByRole('button', { name: /^(Workspace|Espacio de trabajo): / })).toBeVisible();
    await expect(tabs.manager.getByRole('button', { name: text.switcher(workspace.name) })).toHaveCount(0);

    // Activity names each person: who joined, who proposed, who approved, who removed whom.
    await page.goto(`/activity?lng=${language}`);
    const list = page.getByTestId('activity-list');
    const actorsOf = (sentence: string) => list.locator('li').filter({ hasText: sentence }).getByTestId('activity-actor');
    const named = (username: string) => new RegExp(`\\b${escapeRegExp(username)}$`);
    await expect(actorsOf(text.proposed)).toHaveText(named(people.manager.username));
    await expect(actorsOf(text.approvedRow)).toHaveText(named(people.client.username));
    await expect(actorsOf(text.removedRow(people.manager.username))).toHaveText(named(owner));
    const joined = await actorsOf(text.joined).allTextContents();
    for (const person of Object.values(people)) expect(joined.some((actor) => named(person.username).test(actor)), `${person.username} joined`).toBe(true);
    for (const tab of Object.values(tabs)) await tab.context().close();
  });
}
