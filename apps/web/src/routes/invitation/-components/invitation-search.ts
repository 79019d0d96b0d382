/** The invitation link's query: `?token=` as mailed; anything else (or nothing) leaves the page saying so. */
export interface InvitationSearch {
  token?: string;
}

export function validateInvitationSearch(search: Record<string, unknown>): InvitationSearch {
  const token = search['token'];
  return typeof token === 'string' && token.length >= 20 && token.length <= 100 ? { token } : {};
}

/** This page's own address, for sign-in and registration to come back to once the visitor is signed in. */
export const invitationPath = (token: string) => `/invitation?token=${encodeURIComponent(token)}`;

/** Whether the signed-in person is the one invited: addresses compare without regard to case or stray spaces. */
export const sameEmail = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
