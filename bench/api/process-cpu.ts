import { readFile } from 'node:fs/promises';

/** Clock ticks per second of /proc's CPU times: USER_HZ, 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used so far (user + system, all its threads), in microseconds, from Linux's /proc: what the
 * server spends per request moves far less with the other work on a shared machine than its throughput does.
 */
export async function processCpuMicros(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at state; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND;
}
