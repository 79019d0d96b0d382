import { router } from '../../init.ts';
import { passwordResetComplete } from './password-reset-complete.ts';
import { passwordResetRequest } from './password-reset-request.ts';

export const passwordResetRouter = router({ request: passwordResetRequest, complete: passwordResetComplete });
