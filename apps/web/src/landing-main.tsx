import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createLandingI18n } from '@/i18n/landing-i18n';
import { LandingPage } from '@/routes/-landing/landing-page';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={createLandingI18n()}>
      <LandingPage />
    </I18nextProvider>
  </StrictMode>,
);
