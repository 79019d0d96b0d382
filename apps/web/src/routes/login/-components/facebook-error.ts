/** The OAuth error parameters the Facebook connect flow sends back to /login. */
export interface FacebookErrorSearch {
  error?: string;
  error_reason?: string;
  error_description?: string;
}

export function parseFacebookErrorSearch(search: Record<string, unknown>): FacebookErrorSearch {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const result: FacebookErrorSearch = {};
  const error = text(search['error']);
  const reason = text(search['error_reason']);
  const description = text(search['error_description']);
  if (error) result.error = error;
  if (reason) result.error_reason = reason;
  if (description) result.error_description = description;
  return result;
}

/** The toast's description: the human description when there is one, else the reason or the code. Null: no error. */
export function facebookErrorDescription(search: FacebookErrorSearch): string | null {
  return search.error_description ?? search.error_reason ?? search.error ?? null;
}
