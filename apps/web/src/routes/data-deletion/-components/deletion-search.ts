/** `?code=…` of the status page and `?token=…` of the confirmation link: kept only when they are text. */
export function textParam(search: Record<string, unknown>, name: string): string | undefined {
  const value = search[name];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
