import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dispatchToastEvent } from '@/hooks/use-toast';
import { renderWithProviders } from '@/test/render-with-providers';
import { LazyAppToaster } from './lazy-app-toaster';

describe('the lazily loaded toaster', () => {
  it('shows a toast asked for by a window event in the same tick it mounted, before its code has arrived', async () => {
    renderWithProviders(<LazyAppToaster />, { handler: (path) => { throw new Error(`unexpected call ${path}`); } });
    act(() => dispatchToastEvent({ title: 'Saved early', description: 'before the toaster loaded' }));
    expect(await screen.findByText('Saved early')).toBeTruthy();
    expect(screen.getByText('before the toaster loaded')).toBeTruthy();
  });
});
