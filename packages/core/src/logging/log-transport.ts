/** pino's transport options for readable lines: the shape pino takes, without importing pino into core. */
export interface PrettyLogTransport {
  target: 'pino-pretty';
  options: { colorize: boolean; translateTime: string; ignore: string; singleLine: boolean };
}

/**
 * How the server and the worker write their logs. A person watching `npm start` in a terminal reads lines
 * ("12:30:01 INFO (server): AdFleet is ready"); anything else, a file, a pipe to a log collector, or production
 * whatever its output, gets one JSON object per line, which machines parse and people can still grep.
 */
export function logTransportFor(output: { stdoutIsTTY: boolean; nodeEnv: string }): PrettyLogTransport | undefined {
  if (!output.stdoutIsTTY || output.nodeEnv === 'production') return undefined;
  return {
    target: 'pino-pretty',
    // pid and hostname say nothing on one machine; the service (server or worker) stays in each line's name.
    options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
  };
}
