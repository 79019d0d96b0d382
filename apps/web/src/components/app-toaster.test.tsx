import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dispatchToastEvent } from '@/hooks/use-toast';
import { renderWithProviders } from '@/test/render-with-providers';
import { AppToaster } from './app-toaster';

describe('the toaster', () => {
  it('shows a toast asked for by a window event', async () => {
    renderWithProviders(<AppToaster />, { answers: {} });
    act(() => dispatchToastEvent({ title: 'Saved', description: 'from a window event' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByText('from a window event')).toBeTruthy();
  });
});
