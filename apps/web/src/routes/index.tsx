import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from './-landing/landing-page';

// Inside the app (someone navigating back to `/`); a first visit to `/` boots the same page on its own, see src/entry.ts.
export const Route = createFileRoute('/')({
  component: LandingPage,
});
