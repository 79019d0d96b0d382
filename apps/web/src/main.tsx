import type { AppRouter } from '@adfleet/server/trpc';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppI18n } from '@/i18n/app-i18n';
import { createQueryClient } from '@/lib/query-client';
import { createTrpcClient } from '@/lib/trpc';
import { App } from './app';
import { createAppRouter } from './router';
import './styles/globals.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first page's texts in the reader's language come first, so the first paint shows words, never keys.
const i18n = await createAppI18n(window.location.pathname);
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
const router = createAppRouter({ queryClient, trpc, i18n });

createRoot(root).render(
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} trpcClient={trpcClient} router={router} />
  </StrictMode>,
);
