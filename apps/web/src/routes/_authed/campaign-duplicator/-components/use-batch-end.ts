import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onEnd` each time a batch's polled status turns `completed` after running: its first run, and again after every
 * retry sent from the screen (announced with the returned function, since a quick retry may end before a poll sees it
 * running). `first` is true only for the first end seen here.
 */
export function useBatchEnd<S extends { status: string }>(status: S | undefined, runningAtStart: boolean, onEnd: (status: S, first: boolean) => void): () => void {
  const awaiting = useRef(runningAtStart);
  const ends = useRef(0);
  useEffect(() => {
    if (!status) return;
    if (status.status !== 'completed') {
      awaiting.current = true;
      return;
    }
    if (!awaiting.current) return;
    awaiting.current = false;
    onEnd(status, ends.current++ === 0);
  }, [status, onEnd]);
  return useCallback(() => {
    awaiting.current = true;
  }, []);
}
