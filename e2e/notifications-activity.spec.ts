import { expect, test } from './support/test.ts';
import { escapeRegExp, type SandboxAccount } from './support/sandbox-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXTS = {
  en: {
    bell: 'Notifications (2 unread)',
    finished: (campaign: string) => `«${campaign}» duplicated: 1 succeeded, 0 failed.`,
    activity: 'Activity',
    sentence: (campaign: string) => `Duplicated «${campaign}» into 1 account (1 succeeded, 0 failed)`,
    action: 'Action',
    requested: 'Duplication asked',
    signedUp: 'Created your account with password',
    connected: /Connected Facebook as .+ \(\d+ ad accounts\)/,
  },
  es: {
    bell: 'Notificaciones (2 sin leer)',
    finished: (campaign: string) => `«${campaign}» duplicada: 1 con éxito, 0 con error.`,
    activity: 'Actividad',
    sentence: (campaign: string) => `Duplicaste «${campaign}» en 1 cuenta (1 con éxito, 0 con error)`,
    action: 'Acción',
    requested: 'Duplicación pedida',
    signedUp: 'Creaste tu cuenta con contraseña',
    connected: /Conectaste Facebook como .+ \(\d+ cuentas publicitarias\)/,
  },
} as const;

for (const language of journeyLanguages('es')) {
  test(`a finished duplication shows in the bell, leads to its results, and reads in words on the activity page (${language})`, async ({ page, meta, login, connectFacebook }) => {
    test.setTimeout(150_000);
    const text = TEXTS[language];
    const us = meta.accounts.find((account) => account.name.includes('US Store')) as SandboxAccount;

    await login({ language });
    await connectFacebook();

    // The campaign to duplicate, picked among the US store's own, then cloned into that account through the API.
    await page.goto(`/campaign-duplicator?lng=${language}&account=${us.id}`);
    const source = page.getByTestId('campaigns-table').locator('tbody tr').filter({ hasText: us.name }).first();
    const campaignId = (await source.getAttribute('data-campaign-id')) ?? '';
    const campaign = (await source.getByRole('cell').nth(1).locator('span > span').first().textContent()) ?? '';
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const started = await page.request.post('/trpc/clone.start', {
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: { json: { campaignId, nameTemplate: `{name} notice ${language}`, budgetType: 'daily', dailyBudget: '2500', targetAccounts: [us.id] } },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const { batchId } = ((await started.json()) as { result: { data: { json: { batchId: string } } } }).result.data.json;

    // Once the batch's last target has ended, the bell counts it beside the connection's notice.
    const kinds = async () => {
      const response = await page.request.get(`/trpc/notifications.list?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { result: { data: { json: { items: Array<{ kind: string }> } } } }).result.data.json.items.map((item) => item.kind);
    };
    await expect.poll(kinds, { timeout: 60_000, intervals: [500, 1000] }).toEqual(['clone_finished', 'account_connected']);
    await page.goto(`/dashboard?lng=${language}`);
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAttribute('aria-label', text.bell);
    await expect(page.getByTestId('notification-count')).toHaveText('2');
    await bell.click();
    const panel = page.getByTestId('notification-panel');
    const finished = panel.locator('[data-kind=clone_finished]');
    await expect(finished).toContainText(text.finished(campaign));
    await expect(finished).toHaveAttribute('data-unread', 'true');
    await finished.click();
    await expect(page).toHaveURL(new RegExp(`/campaign-duplicator\\?batchId=${escapeRegExp(batchId)}`));
    await expect(page.getByRole('dialog').getByTestId('clone-results')).toBeVisible();
    await expect(page.getByRole('dialog').getByTestId('clone-results').locator(`tr[data-account-id="${us.id}"]`)).toHaveAttribute('data-state', 'succeeded');
    await page.keyboard.press('Escape');

    // Read now: the bell no longer counts it.
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await bell.click();
    await expect(panel.locator('[data-kind=clone_finished]')).toHaveAttribute('data-unread', 'false');
    await page.keyboard.press('Escape');

    // The activity page: reached from the sidebar, the duplication in words, filtered by action in the URL.
    await page.getByRole('navigation').getByRole('link', { name: text.activity }).click();
    await expect(page).toHaveURL(/\/activity$/);
    const list = page.getByTestId('activity-list');
    await expect(list).toContainText(text.sentence(campaign));
    await expect(list.locator('li').filter({ hasText: text.signedUp })).toHaveCount(1);
    await expect(list.locator('li').filter({ hasText: text.connected })).toHaveCount(1);
    await page.getByTestId('activity-action-filter').click();
    await page.getByRole('option', { name: text.requested, exact: true }).click();
    await expect(page).toHaveURL(/action=clone\.requested/);
    await expect(list.locator('li')).toHaveCount(1);
    await expect(list.locator('li')).toContainText(text.sentence(campaign));
    await page.reload();
    await expect(page.getByTestId('activity-list').locator('li')).toHaveCount(1);
  });
}

const SETTINGS_TEXTS = {
  en: { settings: 'Notification settings', section: 'Notifications', kind: 'Sync failed' },
  es: { settings: 'Ajustes de notificaciones', section: 'Notificaciones', kind: 'Sincronización fallida' },
} as const;

for (const language of ['en', 'es'] as const) {
  test(`the bell's notification settings lead to Settings, where a kind turned off stays off after a reload (${language})`, async ({ page, login }) => {
    const text = SETTINGS_TEXTS[language];
    await login({ language });
    await page.goto(`/dashboard?lng=${language}`);

    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notification-panel').getByRole('button', { name: text.settings }).click();
    await expect(page).toHaveURL(/\/settings#notifications$/);
    const section = page.locator('section#notifications');
    await expect(section.getByRole('heading', { name: text.section })).toBeVisible();
    const toggle = section.getByRole('switch', { name: text.kind });
    await expect(toggle).toBeInViewport();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toBeEnabled();

    await page.reload();
    await expect(page.locator('section#notifications').getByRole('switch', { name: text.kind })).toHaveAttribute('aria-checked', 'false');
    // Only that kind: the other nine (approvals requested and decided included) are still on.
    await expect(page.locator('section#notifications').getByRole('switch', { checked: true })).toHaveCount(9);
  });
}
