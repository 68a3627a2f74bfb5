import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
type ParentLogger = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/**
 * A request's logger (`request.log`) that becomes a real pino child only when something is logged through it.
 *
 * Fastify gives every request a child logger bound to its request id. Making a pino child (its bindings written
 * as JSON, its level methods set up) is a fixed cost of every request, paid even when nothing is logged: with the
 * level above `info` (Fastify's "incoming request" and "request completed" lines are `info`) a successful request
 * logs nothing. This stand-in answers the level methods itself: a level the parent logger has off is a no-op (the
 * parent's level is read at each call, so a level changed at run time applies at once), anything else creates the
 * pino child, with the same bindings (`reqId`) and options, and logs through it, so every line written is exactly
 * what the child would have written. At `info` and below each request logs, the child is made on the first line,
 * as before.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | null = null;
  constructor(
    private readonly parent: ParentLogger,
    private readonly childBindings: Bindings,
    private readonly childOptions: object,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.childBindings, this.childOptions));
  }

  private enabled(level: Level): boolean {
    if (this.#child) return true;
    const parent = this.parent;
    return parent.isLevelEnabled ? parent.isLevelEnabled(level) : true;
  }

  private write(level: Level, args: unknown[]): void {
    const real = this.real();
    (real[level] as (...a: unknown[]) => void).apply(real, args);
  }

  get level(): string {
    return this.#child ? this.#child.level : this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  isLevelEnabled(level: string): boolean {
    const logger = (this.#child ?? this.parent) as ParentLogger;
    return logger.isLevelEnabled ? logger.isLevelEnabled(level) : true;
  }

  bindings(): Bindings {
    const real = this.real() as FastifyBaseLogger & { bindings?(): Bindings };
    return real.bindings ? real.bindings() : { ...this.childBindings };
  }

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    if (this.enabled('fatal')) this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    if (this.enabled('error')) this.write('error', args);
  }
  warn(...args: unknown[]): void {
    if (this.enabled('warn')) this.write('warn', args);
  }
  info(...args: unknown[]): void {
    if (this.enabled('info')) this.write('info', args);
  }
  debug(...args: unknown[]): void {
    if (this.enabled('debug')) this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    if (this.enabled('trace')) this.write('trace', args);
  }
  silent(): void {}
}

/**
 * Fastify's childLoggerFactory: a lazy request logger (above). A route with a log level of its own gets its pino
 * child at once, as Fastify would make it.
 */
export function lazyChildLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, opts: object): FastifyBaseLogger {
  if ((opts as { level?: unknown }).level !== undefined) return logger.child(bindings, opts);
  return new LazyRequestLogger(logger as ParentLogger, bindings, opts) as unknown as FastifyBaseLogger;
}
