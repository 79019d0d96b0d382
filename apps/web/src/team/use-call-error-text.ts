import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderMessage } from '@/i18n/use-render-message';
import { callErrorText } from '@/lib/call-error-text';

/** A failed Team call in the reader's words: the server's own refusal ("Hand ownership on first") when it sent one. */
export function useCallErrorText(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  const render = useRenderMessage();
  return useCallback((error: unknown) => callErrorText(error, t, render), [t, render]);
}
