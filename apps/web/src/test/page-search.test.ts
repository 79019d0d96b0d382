import { describe, expect, it } from 'vitest';
import { validateActivitySearch } from '@/routes/_authed/activity/-components/activity-search';
import { validateBudgetSearch } from '@/routes/_authed/budget/-components/budget-search';
import { validateDuplicatorSearch } from '@/routes/_authed/campaign-duplicator/-components/campaign-list-search';
import { validateDashboardSearch } from '@/routes/_authed/dashboard/-components/dashboard-search';
import { validateReportSearch } from '@/routes/_authed/reports/-components/report-search';
import { pageSearchOf } from './page-search';

const ACCOUNT = '0b7c1c8e-5f1a-4c43-9b7e-1f2a3b4c5d6e';

/** Only what the page reads: the header's keys are the layout's concern. */
const defined = (search: Record<string, unknown>) => Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));

describe("a signed-in page opened from a hand-edited link", () => {
  it('reads only the filters it understands; an unknown or malformed one is ignored, not passed on as typed', async () => {
    expect(defined(await pageSearchOf(validateActivitySearch, '/page?action=clone&actor=ana&account=act_7&group=nope'))).toEqual({ account: 'act_7' });
    expect(defined(await pageSearchOf(validateBudgetSearch, `/page?level=campaigns&pacing=over&sort=size&account=${ACCOUNT}&change=x`))).toEqual({ pacing: 'over', account: ACCOUNT });
    expect(defined(await pageSearchOf(validateDuplicatorSearch, '/page?status=RUNNING&objective=SALES&sort=roas&dir=up&q=summer'))).toEqual({ q: 'summer' });
    expect(defined(await pageSearchOf(validateReportSearch, '/page?groupBy=ad&campaignType=nope&spendMin=-5&sortBy=frequency&metric=ctr&status=ACTIVE'))).toEqual({ status: 'ACTIVE' });
    expect(defined(await pageSearchOf(validateDashboardSearch, '/page?accounts=nope&businesses=%27drop&sort=password&dir=asc'))).toEqual({});
  });

  it('leaves out a default the link spells out', async () => {
    expect(defined(await pageSearchOf(validateReportSearch, '/page?groupBy=campaign&sortBy=spend&sortDir=desc&metric=spend'))).toEqual({});
    expect(defined(await pageSearchOf(validateDuplicatorSearch, '/page?sort=created&dir=desc'))).toEqual({});
  });
});
