import { REPORT_GROUP_BYS } from '@adfleet/core/report-options';
import type { TeamMember } from '@adfleet/core/team-schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuthContext, type AuthState } from '@/auth/auth-context';
import { PlatformSelect } from '@/components/layout/header/platform-select';
import { FiltersContext, type Filters } from '@/filters/filters-context';
import { KNOWN_CAMPAIGN_STATUSES, campaignStatusLabel } from '@/lib/campaign-status';
import { KNOWN_OBJECTIVES, objectiveLabel } from '@/lib/campaign-objective';
import { KNOWN_ACCOUNT_STATUSES } from '@/routes/_authed/accounts/-components/account-status';
import { ActivityFilters } from '@/routes/_authed/activity/-components/activity-filters';
import { BudgetFilters } from '@/routes/_authed/budget/-components/budget-filters';
import { BulkChangeBar } from '@/routes/_authed/budget/-components/bulk-change-bar';
import type { BudgetAccount } from '@/routes/_authed/budget/-components/budget-types';
import { ThresholdForm } from '@/routes/_authed/budget/-components/threshold-form';
import { CampaignFilterFields } from '@/routes/_authed/campaign-duplicator/-components/campaign-filter-fields';
import { BudgetFields } from '@/routes/_authed/campaign-duplicator/-components/budget-fields';
import { CloneOptionsFields } from '@/routes/_authed/campaign-duplicator/-components/clone-options-fields';
import { DEFAULT_CLONE_OPTIONS } from '@/routes/_authed/campaign-duplicator/-components/clone-options-model';
import { StartTimeField } from '@/routes/_authed/campaign-duplicator/-components/start-time-field';
import { START_NOW } from '@/routes/_authed/campaign-duplicator/-components/start-time-model';
import { ReportChart } from '@/routes/_authed/reports/-components/report-chart';
import { ReportFilterFields } from '@/routes/_authed/reports/-components/report-filter-fields';
import { ReportFilters } from '@/routes/_authed/reports/-components/report-filters';
import { ReportTable } from '@/routes/_authed/reports/-components/report-table';
import type { Report } from '@/routes/_authed/reports/-components/report-types';
import { PreferencesFields } from '@/routes/_authed/settings/-components/preferences-fields';
import { MemberRoleSelect } from '@/team/member-role-select';
import type { FakeAnswers } from '@/test/fake-trpc';
import { i18nIn } from '@/test/i18n';
import { PLATFORMS } from '@/test/platform-answers';
import { renderWithProviders } from '@/test/render-with-providers';

const LANGUAGES = ['en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

/** What i18next shows for a key it cannot find: the key itself, a dotted path ("actionNames.budget.changed"), perhaps with its namespace. */
const RAW_KEY = /^([\w-]+:)?[\w-]+(\.[\w-]+)+$/;

/**
 * The app's i18n with every text, in one language, noting each key it could not find. Spanish falls back to no other
 * language (as in the app), so a key missing in Spanish is missing here too, not shown in English.
 */
function watchedI18n(language: Language) {
  const missing: string[] = [];
  const i18n = i18nIn(language);
  i18n.options.parseMissingKeyHandler = (key: string) => {
    missing.push(key);
    return key;
  };
  return { i18n, missing };
}

const noop = () => undefined;
// A part's code and texts arrive lazily, and Radix opens a list a tick later: far more than a second on a busy machine.
const ARRIVAL = { timeout: 10_000 };
const signedOut = { status: 'unauthenticated', user: null, token: null, isLoading: false, isAuthenticated: false } as AuthState;
const filters: Filters = { platformId: null, setPlatformId: noop, dateRanges: {} as Filters['dateRanges'], setDateRange: noop };
const budgetAccount = { accountId: 'a1', accountName: 'Store A', currency: 'USD', threshold: null } as unknown as BudgetAccount;
/** A report with no rows: the table still names its columns, the first one after the grouping. */
const emptyReport = { rows: [], rowCount: 0, totals: [], convertedTotal: { currency: 'USD' }, daily: [], days: null } as unknown as Report;
const member: TeamMember = { userId: 'u2', username: 'bea', displayName: 'Bea', email: null, role: 'manager', adAccountIds: [], businessIds: [], joinedAt: new Date(0), connectionsMade: 0, isYou: false };

/**
 * Every list of options the app offers whose words come from the catalogue (and the Reports table's columns, named
 * after the same choices), each as its screen renders it. Lists of
 * the user's own things (accounts, members, saved filters, pages, pixels, workspaces, currencies by the browser's
 * names) have no words of the catalogue to miss.
 */
const OPTION_LISTS: Array<{ name: string; file: string; ui: ReactNode }> = [
  { name: 'Activity: action', file: 'routes/_authed/activity/-components/activity-filters.tsx', ui: <ActivityFilters search={{}} accounts={[]} members={[]} onChange={noop} /> },
  { name: 'Duplicator: status, objective, order', file: 'routes/_authed/campaign-duplicator/-components/campaign-filter-fields.tsx', ui: <CampaignFilterFields filters={{}} accounts={[]} onChange={noop} /> },
  { name: 'Duplicator: name and depth', file: 'routes/_authed/campaign-duplicator/-components/clone-options-fields.tsx', ui: <CloneOptionsFields values={DEFAULT_CLONE_OPTIONS} onChange={noop} disabled={false} /> },
  { name: 'Duplicator: budget type', file: 'routes/_authed/campaign-duplicator/-components/budget-fields.tsx', ui: <BudgetFields values={{ budgetType: 'daily', budget: '', multiplier: '' }} errors={{}} prefilledFrom="campaign" sourceCurrency="USD" onChange={noop} disabled={false} /> },
  { name: 'Duplicator: start', file: 'routes/_authed/campaign-duplicator/-components/start-time-field.tsx', ui: <StartTimeField value={START_NOW} onChange={noop} error={undefined} disabled={false} /> },
  { name: 'Budget: level, pacing, order', file: 'routes/_authed/budget/-components/budget-filters.tsx', ui: <BudgetFilters search={{}} accounts={[]} onChange={noop} /> },
  { name: 'Budget: bulk change', file: 'routes/_authed/budget/-components/bulk-change-bar.tsx', ui: <BulkChangeBar count={2} onPreview={noop} onClear={noop} /> },
  { name: 'Budget: threshold period', file: 'routes/_authed/budget/-components/threshold-form.tsx', ui: <ThresholdForm account={budgetAccount} onDone={noop} /> },
  { name: 'Reports: grouping', file: 'routes/_authed/reports/-components/report-filters.tsx', ui: <ReportFilters search={{}} onChange={noop} /> },
  { name: 'Reports: status, objective, campaign type', file: 'routes/_authed/reports/-components/report-filter-fields.tsx', ui: <ReportFilterFields search={{}} onChange={noop} /> },
  ...REPORT_GROUP_BYS.map((groupBy) => ({ name: `Reports: columns by ${groupBy}`, file: 'routes/_authed/reports/-components/report-table.tsx', ui: <ReportTable report={emptyReport} search={{ groupBy }} onSort={noop} /> })),
  { name: 'Reports: chart metric', file: 'routes/_authed/reports/-components/report-chart.tsx', ui: <ReportChart daily={[]} range={null} metric="spend" onMetric={noop} /> },
  { name: 'Header: platform', file: 'components/layout/header/platform-select.tsx', ui: <FiltersContext value={filters}><PlatformSelect /></FiltersContext> },
  { name: 'Settings: language and theme', file: 'routes/_authed/settings/-components/preferences-fields.tsx', ui: <AuthContext value={signedOut}><PreferencesFields /></AuthContext> },
  { name: 'Team: role', file: 'team/member-role-select.tsx', ui: <MemberRoleSelect member={member} refusal={undefined} /> },
];

const answers: FakeAnswers = { 'platforms.list': () => PLATFORMS };

/** Opens each select of what is on screen in turn and reads its options. */
async function optionsOnScreen(): Promise<string[]> {
  const labels: string[] = [];
  // Something of the part has drawn (a lazily loaded part shows its stand-in first, which opens as well).
  await expect.poll(() => document.body.textContent?.trim(), ARRIVAL).toBeTruthy();
  for (const trigger of screen.queryAllByRole('combobox')) {
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    const list = await screen.findByRole('listbox', {}, ARRIVAL);
    labels.push(...within(list).getAllByRole('option').map((option) => option.textContent ?? ''));
    fireEvent.keyDown(list, { key: 'Escape' });
    await expect.poll(() => screen.queryByRole('listbox'), ARRIVAL).toBeNull();
  }
  return labels;
}

/** Every piece of text on screen, options and radio labels included. */
const textsOnScreen = () => [...document.body.querySelectorAll('*')].flatMap((element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent?.trim() ?? '')).filter(Boolean);

// Radix scrolls the chosen option into view; jsdom has no layout and no such method, nor pointer capture.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

describe('every option list, in both languages', () => {
  for (const language of LANGUAGES) {
    for (const { name, ui } of OPTION_LISTS) {
      it(`[${language}] ${name}: every option and label in words from the catalogue`, async () => {
        const { i18n, missing } = watchedI18n(language);
        renderWithProviders(ui, { answers, i18n });
        const options = await optionsOnScreen();
        expect(missing).toEqual([]);
        expect(options.filter((label) => label === '' || RAW_KEY.test(label))).toEqual([]);
        expect(textsOnScreen().filter((text) => RAW_KEY.test(text))).toEqual([]);
      }, 30_000);
    }
  }

  // A list with a select or radios whose words come from the catalogue is walked above; one that appears later must join it.
  it('walks every file that offers options, or knows why it need not', () => {
    const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx', '!../components/ui/**'], { query: '?raw', import: 'default', eager: true });
    const offering = Object.entries(sources)
      .filter(([, source]) => /<(SelectItem|RadioGroupItem|DropdownMenuRadioItem|TabsTrigger|FilterSelect)\b/.test(source))
      .map(([path]) => path.replace(/^\.\.\//, ''));
    const walked = OPTION_LISTS.map((list) => list.file);
    const ownThings = [
      // The options are the user's own: accounts, members, saved filters, pages and pixels, workspaces.
      'team/transfer-ownership.tsx',
      'routes/_authed/campaign-duplicator/-components/preflight-rows.tsx',
      'routes/_authed/reports/-components/saved-filters-bar.tsx',
      'workspaces/workspace-switcher.tsx',
      'components/filters/filter-select.tsx',
      // Currencies by the browser's own names for them (Intl.DisplayNames), in the UI's language.
      'components/currency/reporting-currency-select.tsx',
      // Each language by its own name, the same on every screen.
      'components/layout/header/language-switcher.tsx',
    ];
    const elsewhere = [
      // Its roles are the member role select's (walked above), in the same namespace.
      'team/invite-form.tsx',
      // Two choices and their hints, typed keys of the team texts, shown only inside the removal dialog.
      'team/remove-member-dialog.tsx',
      // Platform tabs: the platforms' own names and "All".
      'routes/_authed/campaign-duplicator/-components/campaign-list-card.tsx',
      // The dashboard's chart metric: typed keys, beside the Reports' chart walked above.
      'routes/_authed/dashboard/-components/daily-chart-card.tsx',
    ];
    expect(offering.filter((file) => ![...walked, ...ownThings, ...elsewhere].includes(file)).sort()).toEqual([]);
  });
});

describe('every status and objective a platform sends, in both languages', () => {
  for (const language of LANGUAGES) {
    it(`[${language}] names each campaign status, objective and account status from the catalogue`, () => {
      const { i18n, missing } = watchedI18n(language);
      const t = i18n.getFixedT(language, 'campaigns') as TFunction<'campaigns'>;
      const tAccounts = i18n.getFixedT(language, 'accounts');
      const labels = [
        ...KNOWN_CAMPAIGN_STATUSES.map((status) => campaignStatusLabel(status, t)),
        ...KNOWN_OBJECTIVES.map((objective) => objectiveLabel(objective, t)),
        ...KNOWN_ACCOUNT_STATUSES.map((status) => tAccounts(`accountStatus.${status}`)),
      ];
      expect(missing).toEqual([]);
      expect(labels.filter((label) => RAW_KEY.test(label))).toEqual([]);
    });
  }
});
