import pino, { type DestinationStream, type Logger } from 'pino';

type SerializedError = ReturnType<typeof pino.stdSerializers.err> & { params?: unknown; detail?: unknown };

/**
 * pino's error serializer without the values a failed query was run with. Drizzle puts them in `params` and
 * also writes them into the message ("Failed query: ...\nparams: a,b"), which pino repeats in the stack; they
 * are a user's e-mail, a password hash, a token. PostgreSQL's `detail` repeats values too ("Key (email)=(...)").
 * The query text stays: it has placeholders, not values.
 */
export function errWithoutQueryValues(err: Error): SerializedError {
  const out: SerializedError = pino.stdSerializers.err(err);
  if (Array.isArray(out.params)) {
    const shown = `\nparams: ${String(out.params)}`;
    out.message = out.message.split(shown).join('');
    out.stack = out.stack.split(shown).join('');
    delete out.params;
  }
  delete out.detail;
  return out;
}

/** The server's logger; a destination other than stdout is for tests that read what was logged. */
export function createLogger(opts: { level: string }, destination?: DestinationStream): Logger {
  const options = {
    level: opts.level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { err: errWithoutQueryValues },
  };
  return destination ? pino(options, destination) : pino(options);
}
