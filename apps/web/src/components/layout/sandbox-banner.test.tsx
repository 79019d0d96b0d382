import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeAnswers } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { SandboxBanner } from './sandbox-banner';

const answering = (mode: 'sandbox' | 'meta'): FakeAnswers => ({ 'system.info': () => ({ mode, version: '1.0.0' }) });

describe('the sandbox banner', () => {
  it('says the app runs on the sandbox, in English and in Spanish', async () => {
    const { unmount } = renderWithProviders(<SandboxBanner />, { answers: answering('sandbox') });
    const banner = await screen.findByRole('complementary', { name: 'Sandbox' });
    expect(banner.textContent).toBe('Sandbox Demo data from the built-in Graph sandbox, not Meta: no real ad account is read or changed.');
    unmount();
    renderWithProviders(<SandboxBanner />, { answers: answering('sandbox'), language: 'es' });
    expect((await screen.findByRole('complementary', { name: 'Sandbox' })).textContent).toMatch(/no de Meta: no se lee ni se modifica ninguna cuenta publicitaria real/);
  });

  it('is not there with a real Meta app', async () => {
    const calls: string[] = [];
    renderWithProviders(<SandboxBanner />, { answers: answering('meta'), onCall: (path) => calls.push(path) });
    await expect.poll(() => calls).toEqual(['system.info']);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
