import type { AppRouter } from '@adfleet/server/trpc';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { createTrpcClient } from '@/lib/trpc';
import { App } from './app';
import { createAppRouter } from './router';
import './styles/globals.css';

const i18n = createI18n();
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
const router = createAppRouter({ queryClient, trpc });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} trpcClient={trpcClient} router={router} />
  </StrictMode>,
);
