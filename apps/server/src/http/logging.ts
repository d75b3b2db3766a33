import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/** Tokens travel in some paths and queries; they are masked before a URL reaches a log line. */
const TOKEN_PATHS = /(\/(?:verify-email|verify-reset-token|verify-or-invite|reset-password)\/)[^/?#]+/g;
const TOKEN_QUERY = /([?&](?:token|invitation_token)=)[^&#]+/g;

export const redactUrl = (url: string): string => url.replace(TOKEN_PATHS, '$1***').replace(TOKEN_QUERY, '$1***');

export const loggerSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
  },
};

/**
 * A request's logger that becomes a pino child (bound to the request id) only when something is
 * logged. With request logging off almost no request logs anything, and a pino child per request
 * was a measurable part of a plain route's cost (docs/performance.md); failures still log with
 * their request id.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly childBindings: Bindings,
    private readonly childOptions: ChildLoggerOptions,
  ) {}

  get real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.childBindings, this.childOptions));
  }

  get level(): string {
    return this.#child?.level ?? this.childOptions.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

type LogLevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
interface LazyChildLogger extends Record<LogLevelName, (...args: unknown[]) => void> {}
for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const) {
  LazyChildLogger.prototype[level] = function (this: LazyChildLogger, ...args: unknown[]) {
    (this.real[level] as (...a: unknown[]) => void)(...args);
  };
}

/** Fastify's childLoggerFactory for when request logging is off. */
export const lazyChildLogger = (logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger =>
  new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
