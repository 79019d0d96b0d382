/**
 * A maker of `Intl.DateTimeFormat`s, one per time zone, each made once and kept. Making one costs tens of microseconds
 * and ICU memory outside V8's heap, and a dashboard read asks for every one of an agency's accounts' zones on each call:
 * at 1,700 reads a second that churn alone held the server at over 1 GB resident (ADR 0067). Bounded by the time
 * zones that exist: an unknown zone throws, as the constructor does, and nothing is kept for it.
 */
export function formatsByZone(make: (timeZone: string) => Intl.DateTimeFormat): (timeZone: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = formats.get(timeZone);
    if (format === undefined) {
      format = make(timeZone);
      formats.set(timeZone, format);
    }
    return format;
  };
}
