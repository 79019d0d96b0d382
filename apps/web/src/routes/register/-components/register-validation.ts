import type { AppRouter } from '@adfleet/server/trpc';
import type { inferRouterInputs } from '@trpc/server';

export type RegisterInput = inferRouterInputs<AppRouter>['auth']['register'];

export interface RegisterValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export type RegisterField = keyof RegisterValues;

/** One reason a field is refused; each has its text under `register.validation`. */
type RegisterIssue =
  | 'usernameMin'
  | 'usernameMax'
  | 'usernamePattern'
  | 'emailInvalid'
  | 'emailMax'
  | 'passwordMin'
  | 'passwordMax'
  | 'passwordMismatch'
  | 'nameMax'
  | 'termsRequired';

export type RegisterIssues = Partial<Record<RegisterField, RegisterIssue>>;

export const emptyRegisterValues: RegisterValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** The fields in the order they appear, so the first refused one can take the focus. */
export const REGISTER_FIELDS: readonly RegisterField[] = ['firstName', 'lastName', 'username', 'email', 'password', 'confirmPassword', 'acceptTerms'];

// The server's rules (packages/core auth-schemas), checked here first so most mistakes are named in the user's language.
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateRegistration(values: RegisterValues): RegisterIssues {
  const issues: RegisterIssues = {};
  const username = values.username.trim();
  const email = values.email.trim();
  if (values.firstName.trim().length > 100) issues.firstName = 'nameMax';
  if (values.lastName.trim().length > 100) issues.lastName = 'nameMax';
  if (username.length < 3) issues.username = 'usernameMin';
  else if (username.length > 50) issues.username = 'usernameMax';
  else if (!USERNAME_PATTERN.test(username)) issues.username = 'usernamePattern';
  if (!EMAIL_PATTERN.test(email)) issues.email = 'emailInvalid';
  else if (email.length > 254) issues.email = 'emailMax';
  if (values.password.length < 8) issues.password = 'passwordMin';
  else if (values.password.length > 128) issues.password = 'passwordMax';
  if (values.confirmPassword !== values.password) issues.confirmPassword = 'passwordMismatch';
  if (!values.acceptTerms) issues.acceptTerms = 'termsRequired';
  return issues;
}

/** What is sent: trimmed, blank names left out, and never the confirmation or the checkbox. */
export function registrationInput(values: RegisterValues): RegisterInput {
  const input: RegisterInput = { username: values.username.trim(), email: values.email.trim(), password: values.password };
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  if (firstName) input.firstName = firstName;
  if (lastName) input.lastName = lastName;
  return input;
}
