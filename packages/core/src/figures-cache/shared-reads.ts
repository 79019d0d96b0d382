/**
 * Reads that callers asking at once may share, without any of them getting an answer older than their own asking.
 * A caller joins a read only if it starts after the caller came: with none under way one starts at once; while one
 * runs, every caller coming meanwhile shares the next one, started as soon as the running one ends. So 50 callers of
 * one workspace asking together cost two or three statements instead of 50, and each still sees every write committed
 * before it asked (ADR 0060).
 */
export function sharedReads<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const underWay = new Map<string, { running: Promise<T>; next?: Promise<T> }>();

  const start = (key: string): Promise<T> => {
    const running = read(key);
    const done = () => {
      const state = underWay.get(key);
      if (state?.running === running && state.next === undefined) underWay.delete(key);
    };
    running.then(done, done);
    return running;
  };

  return (key) => {
    const state = underWay.get(key);
    if (!state) {
      const running = start(key);
      underWay.set(key, { running });
      return running;
    }
    if (state.next === undefined) {
      const settled = state.running.then(
        () => undefined,
        () => undefined,
      );
      const next: Promise<T> = settled.then(() => {
        // The next read becomes the running one as it starts: callers from now on wait for the one after it.
        const running = start(key);
        underWay.set(key, { running });
        return running;
      });
      state.next = next;
    }
    return state.next;
  };
}
