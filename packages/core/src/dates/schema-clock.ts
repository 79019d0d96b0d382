/**
 * The clock input schemas read "today" from (a day no later than tomorrow, a clone start in the future). Schemas run
 * in the browser too, so this stays free of Node modules: the real clock by default, and the server points it at the
 * app's own clock (`deps.now`) for the length of each call (ADR 0069), so a frozen clock freezes validation as well.
 */
let clock: () => Date = () => new Date();

export function schemaNow(): Date {
  return clock();
}

/** Called once by a host that has a clock of its own to lend the schemas. */
export function setSchemaClock(read: () => Date): void {
  clock = read;
}
