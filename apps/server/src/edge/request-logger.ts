import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilentOrString, LogFn, Logger } from 'pino';

const LEVELS: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/**
 * A request's logger that becomes pino's child logger (bound to the request id) on the first line it actually writes.
 * pino builds a child by serializing its bindings through the redaction paths, about 4 % of a signed-in call's CPU
 * (ADR 0065), for a logger that a successful request below the `info` line never writes with. What a line says, its
 * bindings and redaction are pino's own: every enabled call goes to that child.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;
  readonly fatal: LogFn;
  readonly error: LogFn;
  readonly warn: LogFn;
  readonly info: LogFn;
  readonly debug: LogFn;
  readonly trace: LogFn;
  readonly silent: LogFn = () => undefined;
  private readonly parent: Logger;
  private readonly bindings: Bindings;

  constructor(parent: Logger, bindings: Bindings) {
    this.parent = parent;
    this.bindings = bindings;
    const at = (level: Level): LogFn =>
      ((...args: Parameters<LogFn>) => {
        if (this.#child || parent.isLevelEnabled(level)) this.real()[level](...args);
      }) as LogFn;
    [this.fatal, this.error, this.warn, this.info, this.debug, this.trace] = LEVELS.map(at) as [LogFn, LogFn, LogFn, LogFn, LogFn, LogFn];
  }

  private real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  get level(): LevelWithSilentOrString {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.real().level = level;
  }

  isLevelEnabled(level: LevelWithSilentOrString): boolean {
    return this.#child ? (this.#child as Logger).isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`. A route with its own log level or serializers, or a logger that is not pino's (none
 * configured), gets its child at once as before.
 */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  const pino = logger as Partial<Logger>;
  if (typeof pino.isLevelEnabled !== 'function' || Object.keys(options).length > 0) return logger.child(bindings, options);
  return new RequestLogger(logger as Logger, bindings) as unknown as FastifyBaseLogger;
}
