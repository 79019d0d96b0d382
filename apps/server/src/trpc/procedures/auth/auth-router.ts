import { router } from '../../init.ts';
import { authLogin } from './auth-login.ts';
import { authLogout } from './auth-logout.ts';
import { authMe } from './auth-me.ts';
import { authRegister } from './auth-register.ts';
import { authSessionToken } from './auth-session-token.ts';

export const authRouter = router({
  register: authRegister,
  login: authLogin,
  me: authMe,
  logout: authLogout,
  sessionToken: authSessionToken,
});
