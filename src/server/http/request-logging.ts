import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Pino options for the server: JSON lines for log collectors, or one readable line per
 * entry (pino-pretty, in this process, loaded only then) when stdout is a terminal.
 */
export async function serverLoggerOptions(
  config: Pick<Config, 'logLevel'>,
  isTerminal = process.stdout.isTTY === true,
): Promise<object> {
  if (!isTerminal) return { level: config.logLevel };
  const { default: pretty } = await import('pino-pretty');
  return {
    level: config.logLevel,
    stream: pretty({
      colorize: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,method,url,statusCode,responseTime',
    }),
  };
}

/**
 * One line per request, written when the answer has gone, with only what an operator
 * reads (method, path, status, time, the request id from the child logger), in place of
 * Fastify's two lines carrying the whole request and reply. Nothing at all is done per
 * request when the level is above info.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  if (!['trace', 'debug', 'info'].includes(app.log.level)) return;
  // A callback hook, not an async one: no promise per request for a line of logging.
  app.addHook('onResponse', (request, reply, done) => {
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const { method, url } = request;
    const { statusCode } = reply;
    request.log.info(
      { method, url, statusCode, responseTime },
      `${method} ${url} ${statusCode} ${responseTime} ms`,
    );
    done();
  });
}
