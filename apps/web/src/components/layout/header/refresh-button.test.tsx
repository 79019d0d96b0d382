import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SHOW_TOAST_EVENT, type ToastInput } from '@/hooks/use-toast';
import { useTRPC } from '@/lib/trpc';
import { PLATFORMS } from '@/test/platform-answers';
import { renderWithProviders } from '@/test/render-with-providers';
import { RefreshButton } from './refresh-button';

/** A screen reading the server, as the pages do, beside the header's button. */
function Screen() {
  const trpc = useTRPC();
  const platforms = useQuery(trpc.platforms.list.queryOptions());
  return (
    <>
      <RefreshButton />
      <p>{platforms.isSuccess ? 'loaded' : platforms.isError ? 'failed' : 'loading'}</p>
    </>
  );
}

const toasts: ToastInput[] = [];
const remember = (event: Event) => toasts.push((event as CustomEvent<ToastInput>).detail);
afterEach(() => {
  window.removeEventListener(SHOW_TOAST_EVENT, remember);
  toasts.length = 0;
});

describe('RefreshButton', () => {
  it('says "Data updated" only when the reads came back, and that they failed when one did not', async () => {
    window.addEventListener(SHOW_TOAST_EVENT, remember);
    let failing = false;
    renderWithProviders(<Screen />, {
      answers: {
        'platforms.list': () => {
          if (failing) throw new Error('Internal server error');
          return PLATFORMS;
        },
      },
    });
    await screen.findByText('loaded');

    fireEvent.click(screen.getByRole('button', { name: 'Refresh data' }));
    await waitFor(() => expect(toasts.map((toast) => toast.title)).toEqual(['Data updated']));

    failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh data' }));
    await waitFor(() => expect(toasts.map((toast) => toast.title)).toEqual(['Data updated', 'Data not updated']));
    expect(toasts[1]?.variant).toBe('destructive');
  });
});
