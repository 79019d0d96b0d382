/**
 * The worker's `NODE_OPTIONS`, from the server's: everything but the old generation's cap. The cap (ADR 0061) is sized
 * for the server's request path, where nothing is built whole; a worker holds whole sync answers (an account's 90 days of
 * campaign and ad-set rows, several accounts at once), which a 192 MB old space ends with "heap out of memory".
 */
export function workerNodeOptions(serverNodeOptions: string | undefined): string | undefined {
  if (serverNodeOptions === undefined) return undefined;
  return serverNodeOptions
    .split(/\s+/)
    .filter((option) => option !== '' && !option.startsWith('--max-old-space-size=') && !option.startsWith('--max_old_space_size='))
    .join(' ');
}
