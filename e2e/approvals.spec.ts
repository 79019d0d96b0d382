import { currencyOffset } from '@adfleet/core/money';
import { expect, test } from './support/test.ts';
import { registerUser } from './support/users.ts';
import { assignClientAccounts, joinOwnersWorkspace } from './support/app-database.ts';
import { escapeRegExp, type SandboxAccount, sandboxCampaignsIn } from './support/sandbox-journey.ts';
import { proposeCloneInto, teamTab } from './support/team-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXTS = {
  en: {
    rule: "Require approval for managers' clones and bulk budget changes",
    duplicate: /^Duplicate /,
    name: 'Campaign name',
    budget: 'Budget amount',
    amount: '12.50',
    submit: 'Duplicate Campaign',
    sent: 'Sent for approval',
    review: 'Review',
    comment: 'Comment (optional)',
    approve: 'Approve and run',
    approved: 'Approved: the work has started.',
    ruleOn: "Required approval for managers' duplications and bulk budget changes",
    proposed: 'Proposed duplicating a campaign into 1 account, for approval',
    approvedRow: 'Approved a proposed duplication; it started',
  },
  es: {
    rule: 'Exigir aprobación para las duplicaciones y cambios masivos de presupuesto de los gestores',
    duplicate: /^Duplicar /,
    name: 'Nombre de la campaña',
    budget: 'Monto del presupuesto',
    amount: '12,50',
    submit: 'Duplicar Campaña',
    sent: 'Enviado para aprobación',
    review: 'Revisar',
    comment: 'Comentario (opcional)',
    approve: 'Aprobar y ejecutar',
    approved: 'Aprobada: el trabajo ya empezó.',
    ruleOn: 'Exigió aprobación para las duplicaciones y cambios masivos de presupuesto de los gestores',
    proposed: 'Propuso duplicar una campaña en 1 cuenta, para aprobación',
    approvedRow: 'Aprobó una duplicación propuesta; ya empezó',
  },
} as const;

for (const language of journeyLanguages('es')) {
  test(`an owner requires approval, a manager's clone waits, the client of its account approves it and it runs, each named in Activity (${language})`, async ({ page, request, browser, app, meta, login, connectFacebook }) => {
    test.setTimeout(300_000);
    const text = TEXTS[language];
    const target = meta.accounts.find((account) => account.account_status === 1 && currencyOffset(account.currency) === 100) as SandboxAccount;

    // The owner signs up, connects Meta and turns approvals on.
    const { username: owner } = await login({ prefix: `apprown${language}`, language });
    await connectFacebook();
    await page.goto(`/approvals?lng=${language}`);
    const rule = page.getByRole('switch', { name: text.rule });
    await expect(rule).toHaveAttribute('aria-checked', 'false');
    await rule.click();
    await expect(rule).toHaveAttribute('aria-checked', 'true');

    // A manager and a client join (no invitation screen yet: through the database); the client sees the target account.
    const manager = await registerUser(request, `apprman${language}`);
    const client = await registerUser(request, `apprcli${language}`);
    const workspaceId = await joinOwnersWorkspace(app, owner, manager.username, 'manager');
    await joinOwnersWorkspace(app, owner, client.username, 'client');
    await assignClientAccounts(app, owner, client.username, [target.id]);

    // The manager duplicates a campaign of the target account into it: nothing is created, it is sent for approval.
    const managerPage = await teamTab(browser, language, manager.token, workspaceId);
    const cloneName = `Approved ${language} ${Date.now()}`;
    await proposeCloneInto(managerPage, text, language, target, cloneName);
    expect((await sandboxCampaignsIn(request, meta.controlHeaders, target.id)).filter((campaign) => campaign.name === cloneName)).toEqual([]);

    // The client sees it waiting in the bell and on Approvals, with the name it would create, and approves it.
    const clientPage = await teamTab(browser, language, client.token, workspaceId);
    await clientPage.goto(`/approvals?lng=${language}`);
    await expect(clientPage.getByTestId('approvals-count')).toHaveText('1');
    const item = clientPage.getByTestId('approval-item').first();
    await expect(item).toHaveAttribute('data-state', 'pending');
    await item.getByRole('link', { name: text.review }).click();
    await expect(clientPage.getByTestId('approval-campaign-name')).toHaveText(cloneName);
    await clientPage.getByLabel(text.comment).fill('OK');
    await clientPage.getByRole('button', { name: text.approve }).click();
    await expect(clientPage.getByTestId('approval-outcome')).toContainText(text.approved);
    await expect(clientPage.getByTestId('approvals-count')).toHaveCount(0);

    // The clone runs: the campaign exists at Meta, paused.
    await expect
      .poll(async () => (await sandboxCampaignsIn(request, meta.controlHeaders, target.id)).filter((campaign) => campaign.name === cloneName).map((campaign) => campaign.status), { timeout: 90_000, intervals: [500, 1000] })
      .toEqual(['PAUSED']);

    // Activity names each person: the owner set the rule, the manager proposed, the client approved.
    await page.goto(`/activity?lng=${language}`);
    const list = page.getByTestId('activity-list');
    const actorOf = (sentence: string) => list.locator('li').filter({ hasText: sentence }).getByTestId('activity-actor');
    const named = (username: string) => new RegExp(`\\b${escapeRegExp(username)}$`);
    await expect(actorOf(text.ruleOn)).toHaveText(named(owner));
    await expect(actorOf(text.proposed)).toHaveText(named(manager.username));
    await expect(actorOf(text.approvedRow)).toHaveText(named(client.username));
    await managerPage.context().close();
    await clientPage.context().close();
  });
}
