import './styles/globals.css';
import { isLandingPath } from './landing-path';

// The landing page is most visitors' first page and needs none of the signed-in app (router, tRPC, query cache,
// dashboards): it boots on its own, so `/` loads a fraction of the JavaScript. Every other path boots the full app,
// which also renders the landing when someone navigates back to `/` inside it. See docs/decisions/0038.
if (isLandingPath(window.location.pathname)) void import('./landing-main');
else void import('./main');
