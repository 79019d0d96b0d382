export * from './account-link-schemas.ts';
export { hashAccountLinkToken } from './account-link-token.ts';
export { requestPasswordReset, RESET_REQUEST_LIMITS, type PasswordResetRequestDeps } from './password-reset-request.ts';
export { issuePasswordReset, PASSWORD_RESET_LINK_MS } from './password-reset-issue.ts';
export { completePasswordReset, type PasswordResetCompleteDeps } from './password-reset-complete.ts';
export { EMAIL_VERIFICATION_LINK_MS, emailVerificationStatus, resendVerificationMail, sendVerificationMail, VERIFICATION_RESEND_LIMIT, verifyEmail, type VerificationCaller } from './email-verification.ts';
