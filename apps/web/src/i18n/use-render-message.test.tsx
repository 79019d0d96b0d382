import { userMessage } from '@adfleet/core/messages';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nIn } from '@/test/i18n';
import { useRenderMessage } from './use-render-message';

const failed = userMessage('cloneFailed', { account: 'Tienda Norte' });

function Shown() {
  const render = useRenderMessage();
  return <p>{render(failed)}</p>;
}

describe('useRenderMessage', () => {
  it('writes a server message in the UI language and follows a language switch', async () => {
    const i18n = i18nIn('en');
    render(
      <I18nextProvider i18n={i18n}>
        <Shown />
      </I18nextProvider>,
    );
    expect(screen.getByText('No campaign was created in Tienda Norte')).toBeTruthy();
    await act(() => i18n.changeLanguage('es-CO'));
    expect(screen.getByText('No se creó la campaña en Tienda Norte')).toBeTruthy();
  });
});
