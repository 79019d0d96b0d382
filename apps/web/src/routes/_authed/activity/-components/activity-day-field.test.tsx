import { fireEvent, screen, within } from '@testing-library/react';
import { format, startOfMonth, subDays } from 'date-fns';
import { es } from 'date-fns/locale';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/date-format';
import { renderWithProviders } from '@/test/render-with-providers';
import { ActivityDayField } from './activity-day-field';

describe('ActivityDayField', () => {
  // A day safely in the past, whatever day the test runs on.
  const chosen = subDays(new Date(), 20);
  const value = format(chosen, 'yyyy-MM-dd');

  it("shows the day and the calendar in the app's language, whatever the browser's, and picks a day as YYYY-MM-DD", async () => {
    const onChange = vi.fn();
    renderWithProviders(<ActivityDayField id="from" label="Desde" value={value} onChange={onChange} />, { answers: {}, language: 'es' });
    const field = screen.getByRole('button', { name: `Desde: ${formatDate(chosen, 'es')}` });
    fireEvent.click(field);
    // The calendar loads when the field first opens: a dynamic import, transformed on first use (slow on a busy machine).
    expect(await screen.findByText(format(chosen, 'LLLL yyyy', { locale: es }), {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('grid')).getAllByText('1')[0]!);
    expect(onChange).toHaveBeenCalledWith(format(startOfMonth(chosen), 'yyyy-MM-dd'));
  }, 30_000);

  it('says "any day" when none is chosen, and clears a chosen one', () => {
    const onChange = vi.fn();
    const { unmount } = renderWithProviders(<ActivityDayField id="to" label="To" value={undefined} onChange={onChange} />, { answers: {} });
    expect(screen.getByRole('button', { name: 'To: Any day' })).toBeTruthy();
    unmount();
    renderWithProviders(<ActivityDayField id="to" label="Hasta" value={value} onChange={onChange} />, { answers: {}, language: 'es' });
    fireEvent.click(screen.getByRole('button', { name: `Hasta: ${formatDate(chosen, 'es')}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Cualquier día' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
