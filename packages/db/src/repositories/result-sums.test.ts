import { describe, expect, it } from 'vitest';
import { combineResultSums, resultFiguresOf, type ResultSums } from './result-sums.ts';

/** One stored daily row's results as a group of one. */
const day = (kind: string | null, results: number | null): ResultSums => ({
  resultKindLow: kind,
  resultKindHigh: kind,
  resultRows: kind === null ? '0' : '1',
  results: results === null ? null : String(results),
});

describe('results totals over rows of several kinds', () => {
  it('adds results of one kind', () => {
    const total = combineResultSums([day('link_clicks', 120), day('link_clicks', 80), day('link_clicks', 0)]);
    expect(resultFiguresOf(total)).toEqual({ kind: 'link_clicks', count: 200 });
  });

  it('never adds link clicks to purchases: a total over two kinds is mixed, with no count', () => {
    expect(resultFiguresOf(combineResultSums([day('link_clicks', 12_000), day('purchases', 40)]))).toEqual({ kind: 'mixed', count: null });
  });

  it('stays mixed when a mixed row meets rows of one kind, or of its own, whatever the order', () => {
    const mixedDay: ResultSums = { resultKindLow: 'mixed', resultKindHigh: 'mixed', resultRows: '1', results: null };
    expect(resultFiguresOf(combineResultSums([day('purchases', 3), mixedDay]))).toEqual({ kind: 'mixed', count: null });
    expect(resultFiguresOf(combineResultSums([mixedDay, mixedDay]))).toEqual({ kind: 'mixed', count: null });
    // Groups PostgreSQL already combined (least and greatest kind differ) stay mixed under any order of ours.
    const twoKinds: ResultSums = { resultKindLow: 'purchases', resultKindHigh: 'link_clicks', resultRows: '2', results: '90' };
    expect(resultFiguresOf(combineResultSums([twoKinds, day('purchases', 1)]))).toEqual({ kind: 'mixed', count: null });
  });

  it('counts reach from one stored row only: people reached on two days are not their sum', () => {
    expect(resultFiguresOf(day('reach', 5_000))).toEqual({ kind: 'reach', count: 5_000 });
    expect(resultFiguresOf(combineResultSums([day('reach', 5_000), day('reach', 4_000)]))).toEqual({ kind: 'reach', count: null });
  });

  it('leaves rows without a kind out, and knows nothing where no row has one', () => {
    expect(resultFiguresOf(combineResultSums([day(null, null), day('post_engagements', 7)]))).toEqual({ kind: 'post_engagements', count: 7 });
    expect(resultFiguresOf(combineResultSums([day(null, null)]))).toEqual({ kind: null, count: null });
    expect(resultFiguresOf(combineResultSums([]))).toEqual({ kind: null, count: null });
  });

  it('has no count for a kind the platform reports none of (TikTok’s video views)', () => {
    expect(resultFiguresOf(combineResultSums([day('video_views', null), day('video_views', null)]))).toEqual({ kind: 'video_views', count: null });
  });
});
