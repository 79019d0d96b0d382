import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { SocialSignIn } from './social-sign-in';

describe('the sign-in options', () => {
  it.each(['en', 'es'] as const)('[%s] never announce TikTok as "coming soon": TikTok is live, connected once signed in', (language) => {
    renderWithProviders(<SocialSignIn facebookLabel="Facebook" />, { answers: {}, language });
    const names = screen.getAllByRole('button').map((button) => button.textContent ?? '');
    expect(names.some((name) => /TikTok/i.test(name))).toBe(false);
    // Google is the one sign-in still to come.
    expect(names.filter((name) => name.includes(language === 'en' ? 'Coming soon' : 'Próximamente'))).toHaveLength(1);
  });
});
