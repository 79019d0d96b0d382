export * from './account-link-schemas.ts';
export { requestPasswordReset, RESET_REQUEST_LIMITS } from './password-reset-request.ts';
export { issuePasswordReset } from './password-reset-issue.ts';
export { completePasswordReset } from './password-reset-complete.ts';
export { emailVerificationStatus, resendVerificationMail, VERIFICATION_RESEND_LIMIT, verifyEmail, type VerificationCaller } from './email-verification.ts';
