import Fastify, { LogController } from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { registerRequestLogging, serverLoggerOptions } from './request-logging.ts';

function capturingApp(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLogging(app);
  app.get('/api/things/:id', async () => ({ ok: true }));
  return { app, lines };
}

describe('request logging', () => {
  it('writes one short line per request with method, path, status, time and request id', async () => {
    const { app, lines } = capturingApp('info');
    await app.inject({ method: 'GET', url: '/api/things/7?x=1', headers: { cookie: 'secret' } });
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ method: 'GET', url: '/api/things/7?x=1', statusCode: 200 });
    expect(line!.msg).toMatch(/^GET \/api\/things\/7\?x=1 200 [\d.]+ ms$/);
    expect(line).toHaveProperty('reqId');
    // Headers never reach the log.
    expect(JSON.stringify(line)).not.toContain('secret');
    await app.close();
  });

  it('does nothing per request above info', async () => {
    const { app, lines } = capturingApp('warn');
    await app.inject({ method: 'GET', url: '/api/things/7' });
    expect(lines).toHaveLength(0);
    await app.close();
  });

  it('is JSON for collectors and pino-pretty on a terminal', async () => {
    expect(await serverLoggerOptions({ logLevel: 'info' }, false)).toEqual({ level: 'info' });
    const terminal = (await serverLoggerOptions({ logLevel: 'debug' }, true)) as {
      level: string;
      stream: NodeJS.WritableStream;
    };
    expect(terminal.level).toBe('debug');
    expect(typeof terminal.stream.write).toBe('function');
  });
});
