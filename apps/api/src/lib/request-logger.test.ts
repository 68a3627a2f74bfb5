import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { lazyChildLoggerFactory } from './request-logger';

/** An app like buildApp's logging setup (its id, its child logger factory), with every log line kept. */
async function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const app = Fastify({ loggerInstance: logger, genReqId: () => 'req-fixed-1', childLoggerFactory: lazyChildLoggerFactory });
  app.get('/warn', async (request) => {
    request.log.info({ step: 'info' }, 'an info line');
    request.log.warn({ step: 'warn' }, 'a warning');
    return { ok: true };
  });
  app.get('/child', async (request) => {
    request.log.child({ part: 'inner' }).error('from a child');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('the lazy request logger', () => {
  it('above info: writes only the enabled lines, each with the request id, as a pino child would', async () => {
    const { app, lines } = await appLogging('warn');
    await app.inject({ method: 'GET', url: '/warn' });
    expect(lines.map((l) => l.msg)).toEqual(['a warning']);
    expect(lines[0]).toMatchObject({ reqId: 'req-fixed-1', step: 'warn', level: 40 });
    await app.inject({ method: 'GET', url: '/child' });
    expect(lines[1]).toMatchObject({ reqId: 'req-fixed-1', part: 'inner', msg: 'from a child', level: 50 });
    await app.close();
  });

  it("at info: Fastify's request lines and the route's own, all with the request id", async () => {
    const { app, lines } = await appLogging('info');
    await app.inject({ method: 'GET', url: '/warn' });
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'an info line', 'a warning', 'request completed']);
    for (const line of lines) expect(line.reqId).toBe('req-fixed-1');
    expect(lines[3]).toMatchObject({ res: { statusCode: 200 } });
    await app.close();
  });

  it("follows the app logger's level when it changes at run time", async () => {
    const { app, lines } = await appLogging('warn');
    await app.inject({ method: 'GET', url: '/warn' });
    expect(lines).toHaveLength(1);
    app.log.level = 'info';
    await app.inject({ method: 'GET', url: '/warn' });
    expect(lines.slice(1).map((l) => l.msg)).toEqual(['incoming request', 'an info line', 'a warning', 'request completed']);
    await app.close();
  });
});
