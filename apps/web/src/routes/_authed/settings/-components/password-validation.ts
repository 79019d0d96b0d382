export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type PasswordValues = Record<PasswordField, string>;
export type PasswordIssue = 'required' | 'tooShort' | 'mismatch';

/**
 * What the form can tell before sending (the server checks again, and alone knows the current password and the
 * common-password list).
 */
export function validatePasswordChange(values: PasswordValues): Partial<Record<PasswordField, PasswordIssue>> {
  const issues: Partial<Record<PasswordField, PasswordIssue>> = {};
  if (!values.currentPassword) issues.currentPassword = 'required';
  if (!values.newPassword) issues.newPassword = 'required';
  else if (values.newPassword.length < 8) issues.newPassword = 'tooShort';
  if (!values.confirmPassword) issues.confirmPassword = 'required';
  else if (values.confirmPassword !== values.newPassword) issues.confirmPassword = 'mismatch';
  return issues;
}
