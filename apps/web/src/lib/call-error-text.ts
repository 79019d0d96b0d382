import type { TFunction } from 'i18next';
import type { RenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf, errorMessageKey } from '@/lib/trpc-error';

/** A failed call in words: the server's own 4xx message when it sent one, else the generic text for its kind. */
export function callErrorText(error: unknown, t: TFunction<'errors'>, render: RenderMessage): string {
  return render(clientErrorMessageOf(error)) ?? t(errorMessageKey(error));
}
