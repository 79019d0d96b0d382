import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { TRPCProvider } from '@/lib/trpc';
import { type CallWatcher, createFakeTrpcClient, type FakeAnswers } from './fake-trpc';
import { i18nIn } from './i18n';

/**
 * Renders a component that calls the server, with `answers` answering its calls (each seen first by `onCall`, for a
 * test that asserts what was sent), in the given language (or with the given i18n instance, for a test that watches
 * its lookups).
 */
export function renderWithProviders(
  ui: ReactNode,
  { answers, onCall, language = 'en', i18n = i18nIn(language) }: { answers: FakeAnswers; onCall?: CallWatcher; language?: 'en' | 'es'; i18n?: I18n },
) {
  const queryClient = createQueryClient();
  const client = createFakeTrpcClient(answers, onCall);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={client} queryClient={queryClient}>
          <TooltipProvider>{ui}</TooltipProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
