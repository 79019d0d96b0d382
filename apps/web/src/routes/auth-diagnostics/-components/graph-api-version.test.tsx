import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutputOf } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { GraphApiVersion } from './graph-api-version';

type Status = OutputOf<'health.graphApiVersion'>;

const CURRENT: Status = { version: 'v27.0', released: '2026-11-04', expires: null, daysLeft: null, state: 'current' };
const EXPIRING: Status = { version: 'v25.0', released: '2026-02-18', expires: '2027-02-23', daysLeft: 45, state: 'expiring' };
const EXPIRED: Status = { ...EXPIRING, daysLeft: -3, state: 'expired' };

function show(status: Status, language: 'en' | 'es') {
  return renderWithProviders(<GraphApiVersion />, { answers: { 'health.graphApiVersion': () => status }, language });
}

/** The rows as a reader sees them: "label: value". */
const rows = () => [...document.querySelectorAll('dl > div')].map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`);

describe('the Graph API version on /auth-diagnostics', () => {
  it('names the version in use and an expiry Meta has not announced, with no warning, in English and Spanish', async () => {
    const { unmount } = show(CURRENT, 'en');
    await screen.findByText('v27.0');
    expect(rows()).toEqual(['Graph API version: v27.0', 'Expires: not announced yet']);
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    show(CURRENT, 'es');
    await screen.findByText('v27.0');
    expect(rows()).toEqual(['Versión de la API Graph: v27.0', 'Caduca: aún no anunciado']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns within 60 days of the expiry, with the day and the days left, in English and Spanish', async () => {
    const { unmount } = show(EXPIRING, 'en');
    const warning = await screen.findByRole('alert');
    expect(rows()).toEqual(['Graph API version: v25.0', 'Expires: Feb 23, 2027']);
    expect(warning.textContent).toBe(
      "Graph API v25.0 is about to be retiredMeta retires Graph API v25.0 on Feb 23, 2027, in 45 days. From that day Meta answers AdFleet's calls as a newer version, which may break them: update AdFleet before then.",
    );
    unmount();
    show({ ...EXPIRING, daysLeft: 1 }, 'es');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La API Graph v25.0 está a punto de retirarseMeta retira la API Graph v25.0 el 23/02/2027, mañana. A partir de ese día, Meta responde a las llamadas de AdFleet como una versión más nueva, lo que puede romperlas: actualiza AdFleet antes.',
    );
  });

  it('says when the version has been retired, in English and Spanish', async () => {
    const { unmount } = show(EXPIRED, 'en');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Graph API v25.0 has been retiredMeta retired Graph API v25.0 on Feb 23, 2027 and now answers AdFleet's calls as a newer version, which may break them: update AdFleet.",
    );
    unmount();
    show(EXPIRED, 'es');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^La API Graph v25\.0 ya se retiróMeta retiró la API Graph v25\.0 el 23\/02\/2027/);
  });
});
