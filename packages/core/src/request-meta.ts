/** Where a request came from, as recorded on sessions and audit rows. */
export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}
