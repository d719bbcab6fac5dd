import type { Logger } from 'pino';

/** One access-log entry: what every request writes once, with its request id. */
export interface AccessEntry {
  reqId: string;
  method: string;
  /** The path only: query strings can carry search terms or emails, which stay out of the logs. */
  path: string;
  status: number;
  ms: number;
}

export type AccessLog = (entry: AccessEntry) => void;

/** pino's numeric level of 'info'. */
const INFO = 30;

/**
 * The access log written straight to the log's destination, one JSON line per request in pino's own
 * format ({"level":30,"time":...,<base fields>,"reqId":...,"msg":"request"}), so log tools read it as any
 * other line. Building the line by hand costs a fraction of a pino call, and the access log is the one
 * line every request writes (docs/performance.md). Nothing is written when the logger is above 'info'.
 */
export function pinoAccessLog(
  logger: Logger,
  destination: { write(line: string): unknown },
  base: Readonly<Record<string, string>>,
): AccessLog {
  if (!logger.isLevelEnabled('info')) return () => {};
  let prefix = '';
  for (const [key, value] of Object.entries(base))
    prefix += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  return (e) => {
    destination.write(
      `{"level":${INFO},"time":${Date.now()}${prefix},"reqId":${JSON.stringify(e.reqId)},"method":${JSON.stringify(e.method)},"path":${JSON.stringify(e.path)},"status":${e.status},"ms":${e.ms},"msg":"request"}\n`,
    );
  };
}

/** The access log through pino itself (tests, and anywhere there is no destination to write to). */
export function loggerAccessLog(logger: Logger): AccessLog {
  return ({ reqId, ...fields }) => logger.info({ reqId, ...fields }, 'request');
}
