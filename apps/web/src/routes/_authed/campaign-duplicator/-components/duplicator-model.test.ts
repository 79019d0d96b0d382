import { describe, expect, it } from 'vitest';
import {
  allAccountsSelected,
  buildCloneRequest,
  createdCampaignUrl,
  defaultFormValues,
  type DuplicateFormValues,
  formatBudget,
  progressPercent,
  resultCounts,
  resultsOfStatus,
  targetBudgets,
  toggleAccount,
  toggleAllAccounts,
  validateDuplicateForm,
} from './duplicator-model';
import type { BudgetRow } from './budget-model';
import { campaignFixture } from './campaign-fixture';

/** Intl separates the currency from the figure with a no-break space in es-CO. */
const normalize = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

describe('formatBudget', () => {
  it("shows the daily budget from Meta's minor units in the UI's money locale", () => {
    expect(normalize(formatBudget({ dailyBudget: 123456, lifetimeBudget: null, currency: 'USD' }, 'es-CO'))).toBe('US$ 1.234,56');
    expect(normalize(formatBudget({ dailyBudget: 123456, lifetimeBudget: null, currency: 'USD' }, 'en-US'))).toBe('$1,234.56');
    expect(normalize(formatBudget({ dailyBudget: 1000, lifetimeBudget: 50000, currency: 'EUR' }, 'es-CO'))).toBe('EUR 10,00');
  });

  it('falls back to the lifetime budget, and to USD without a currency', () => {
    expect(normalize(formatBudget({ dailyBudget: null, lifetimeBudget: 10000, currency: null }, 'es-CO'))).toBe('US$ 100,00');
  });

  it("is null ('No definido') when neither budget is set", () => {
    expect(formatBudget({ dailyBudget: null, lifetimeBudget: null, currency: 'USD' }, 'en-US')).toBeNull();
  });

  it("keeps whole the currencies Meta keeps whole, TWD and CRC included although Intl gives them cents", () => {
    expect(normalize(formatBudget({ dailyBudget: 5000, lifetimeBudget: null, currency: 'JPY' }, 'es-CO'))).toBe('JPY 5.000');
    expect(normalize(formatBudget({ dailyBudget: 25000, lifetimeBudget: null, currency: 'COP' }, 'es-CO'))).toBe('$ 25.000');
    expect(normalize(formatBudget({ dailyBudget: 800, lifetimeBudget: null, currency: 'TWD' }, 'en-US'))).toBe('NT$800');
    expect(normalize(formatBudget({ dailyBudget: 15000, lifetimeBudget: null, currency: 'CRC' }, 'es-CO'))).toBe('CRC 15.000');
  });

  it('still shows the figure for a code Intl does not know', () => {
    expect(normalize(formatBudget({ dailyBudget: 1050, lifetimeBudget: null, currency: 'X1' }, 'es-CO'))).toBe('10,50 X1');
  });
});

describe("'Seleccionar todas'", () => {
  const accounts = [
    { adAccountId: 'act_1', status: 'ACTIVE', hasValidToken: true },
    { adAccountId: 'act_2', status: 'ACTIVE', hasValidToken: true },
    { adAccountId: 'act_3', status: 'DISABLED', hasValidToken: true },
    { adAccountId: 'act_4', status: 'ACTIVE', hasValidToken: false },
  ];

  it('on selects every ACTIVE account with a valid token, and nothing else', () => {
    expect(toggleAllAccounts(true, [], accounts)).toEqual(['act_1', 'act_2']);
    expect(toggleAllAccounts(true, ['act_2'], accounts)).toEqual(['act_1', 'act_2']);
  });

  it('off clears the selection when every account was selected', () => {
    expect(toggleAllAccounts(false, ['act_1', 'act_2'], accounts)).toEqual([]);
  });

  it('off leaves a partial selection as it was', () => {
    expect(toggleAllAccounts(false, ['act_2'], accounts)).toEqual(['act_2']);
  });

  it('is checked only when there is something to select and all of it is selected', () => {
    expect(allAccountsSelected(['act_1', 'act_2'], accounts)).toBe(true);
    expect(allAccountsSelected(['act_1'], accounts)).toBe(false);
    expect(allAccountsSelected([], [{ adAccountId: 'act_3', status: 'DISABLED', hasValidToken: true }])).toBe(false);
  });

  it('one account toggles without duplicates', () => {
    expect(toggleAccount(['act_1'], 'act_1', true)).toEqual(['act_1']);
    expect(toggleAccount(['act_1'], 'act_2', true)).toEqual(['act_1', 'act_2']);
    expect(toggleAccount(['act_1', 'act_2'], 'act_1', false)).toEqual(['act_2']);
  });
});

describe('the duplicate form', () => {
  const source = campaignFixture({ name: 'Summer sale', dailyBudget: 5000, lifetimeBudget: null, currency: 'USD' });
  const copyName = (name: string) => `${name} (copy)`;
  const valid = (patch: Partial<DuplicateFormValues> = {}): DuplicateFormValues => ({ ...defaultFormValues(source, copyName), targetAccounts: ['act_1'], ...patch });

  it("opens with the copy's name and the source campaign's daily budget in money units", () => {
    expect(defaultFormValues(source, copyName)).toEqual({
      nameTemplate: 'Summer sale (copy)',
      budgetType: 'daily',
      budget: '50',
      multiplier: '',
      overrides: {},
      pixelId: '',
      pageId: '',
      targetAccounts: [],
    });
  });

  it('opens on a lifetime budget when the source has one instead', () => {
    expect(defaultFormValues(campaignFixture({ dailyBudget: null, lifetimeBudget: 123456 }), copyName)).toMatchObject({ budgetType: 'lifetime', budget: '1234.56' });
  });

  it('accepts a complete form', () => {
    expect(validateDuplicateForm(valid())).toEqual({});
  });

  it("asks for a name, a budget type, a budget and an account with the spec's rules", () => {
    expect(validateDuplicateForm(valid({ nameTemplate: '   ', budgetType: '', budget: ' ', targetAccounts: [] }))).toEqual({
      nameTemplate: 'nameRequired',
      budgetType: 'budgetTypeRequired',
      budget: 'budgetRequired',
      targetAccounts: 'accountsRequired',
    });
  });

  it('takes money with up to two decimals, rejects anything else, and checks the multiplier and the selected overrides', () => {
    expect(validateDuplicateForm(valid({ budget: '25.50' }))).toEqual({});
    expect(validateDuplicateForm(valid({ budget: '25,5' }))).toEqual({});
    for (const budget of ['10.555', '0', '-3', 'ten', '1e3']) expect(validateDuplicateForm(valid({ budget })).budget).toBe('budgetInvalid');
    expect(validateDuplicateForm(valid({ multiplier: '0' })).multiplier).toBe('multiplierInvalid');
    expect(validateDuplicateForm(valid({ multiplier: '1,5' }))).toEqual({});
    expect(validateDuplicateForm(valid({ overrides: { act_1: 'x' } })).overrides).toBe('budgetInvalid');
    // An override left behind by an account no longer selected does not block the form.
    expect(validateDuplicateForm(valid({ overrides: { act_9: 'x' } }))).toEqual({});
  });

  it('sends the amount × the multiplier in hundredths as the daily budget, and leaves out an empty pixel and page', () => {
    expect(buildCloneRequest('uuid-1', { ...valid({ budget: '25.50', multiplier: '1.5', pixelId: '  ', pageId: '' }), budgetType: 'daily' })).toEqual({
      campaignId: 'uuid-1',
      nameTemplate: 'Summer sale (copy)',
      budgetType: 'daily',
      dailyBudget: 3825,
      targetAccounts: ['act_1'],
    });
  });

  it('sends only the lifetime budget for a lifetime budget, with a trimmed pixel and page', () => {
    const request = buildCloneRequest('uuid-1', { ...valid({ nameTemplate: ' {name} · {account} ', budget: '100', pixelId: ' 777 ', pageId: '888' }), budgetType: 'lifetime' });
    expect(request).toEqual({
      campaignId: 'uuid-1',
      nameTemplate: '{name} · {account}',
      budgetType: 'lifetime',
      lifetimeBudget: 10000,
      targetAccounts: ['act_1'],
      pixelId: '777',
      pageId: '888',
    });
    expect('dailyBudget' in request).toBe(false);
  });

  it("gives each selected account its budget in hundredths of its own currency: the amount in the source's, the preflight's conversion in another, its override winning", () => {
    const rows: Record<string, BudgetRow> = {
      act_us: { adAccountId: 'act_us', currency: 'USD', budgetConversion: null },
      // $10.50 × 1.5 = $15.75, converted by the server into ¥2,360.
      act_jp: { adAccountId: 'act_jp', currency: 'JPY', budgetConversion: { kind: 'converted', from: { amount: 15.75, currency: 'USD' }, amount: 2360, rate: 149.8, day: '2026-12-04' } },
      act_mx: { adAccountId: 'act_mx', currency: 'MXN', budgetConversion: { kind: 'noRate', from: { amount: 15.75, currency: 'USD' } } },
      act_co: { adAccountId: 'act_co', currency: 'COP', budgetConversion: null },
    };
    const values = valid({ budget: '10.50', multiplier: '1.5', overrides: { act_co: '5000' }, targetAccounts: ['act_us', 'act_jp', 'act_mx', 'act_co'] });
    expect(targetBudgets(values, (id) => rows[id], 'USD')).toEqual({ act_us: 1575, act_jp: 236000, act_co: 500000 });
    // Before the preflight answered, only what the form knows itself: never $15.75 read as yen or pesos mexicanos.
    expect(targetBudgets(values, (id) => ({ adAccountId: id, currency: rows[id]?.currency ?? '' }), 'USD')).toEqual({ act_us: 1575, act_co: 500000 });
    expect(targetBudgets(valid({ budget: 'x' }), (id) => ({ adAccountId: id, currency: 'USD' }), 'USD')).toEqual({});
  });
});

describe('results', () => {
  const ok = { success: true };
  const failed = { success: false };

  it('counts successes and errors', () => {
    expect(resultCounts([ok, failed, ok])).toEqual({ success: 2, error: 1 });
    expect(resultCounts([])).toEqual({ success: 0, error: 0 });
  });

  it("keeps only the finished accounts of a batch's status", () => {
    const accounts = [
      { adAccountId: 'act_1', state: 'succeeded' },
      { adAccountId: 'act_2', state: 'running' },
      { adAccountId: 'act_3', state: 'failed' },
      { adAccountId: 'act_4', state: 'queued' },
    ] as unknown as Parameters<typeof resultsOfStatus>[0]['accounts'];
    expect(resultsOfStatus({ accounts }).map((account) => account.adAccountId)).toEqual(['act_1', 'act_3']);
  });

  it("links a created campaign to Ads Manager, or to the sandbox's tree in sandbox mode", () => {
    expect(createdCampaignUrl('meta', 'act_123', '456')).toBe('https://adsmanager.facebook.com/adsmanager/manage/campaigns?act=123&selected_campaign_ids=456');
    expect(createdCampaignUrl('sandbox', 'act_123', '456')).toBe('/sandbox/graph/_sandbox/accounts/act_123/tree');
    expect(createdCampaignUrl('meta', '7001', '1800')).toBe('https://ads.tiktok.com/i18n/perf/campaign?aadvid=7001');
    expect(createdCampaignUrl('sandbox', '7001', '1800')).toBe('/sandbox/tiktok/_sandbox/advertisers/7001/tree');
  });

  it('turns steps into a bounded percentage', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(3, 12)).toBe(25);
    expect(progressPercent(20, 12)).toBe(100);
  });
});
