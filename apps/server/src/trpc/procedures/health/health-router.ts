import { router } from '../../init.ts';
import { healthAuth } from './health-auth.ts';
import { healthDatabase } from './health-database.ts';
import { healthFacebookCredentials } from './health-facebook-credentials.ts';
import { healthWorker } from './health-worker.ts';

export const healthRouter = router({
  database: healthDatabase,
  auth: healthAuth,
  facebookCredentials: healthFacebookCredentials,
  worker: healthWorker,
});
