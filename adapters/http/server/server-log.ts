import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { type AccessLog, loggerAccessLog, pinoAccessLog } from './access-log';

/**
 * The server's log (issue 9): human-readable lines (pino-pretty) when standard output is a terminal, one
 * JSON object per line otherwise (files, pipes, log collectors). The level is LOG_LEVEL.
 *
 * Lines logged while the server starts are held back until `release()`, which main.ts calls right after
 * printing the ready line, so that line is the first thing a person sees.
 */
export interface ServerLog {
  logger: Logger;
  /** Where access lines go: straight to the JSON destination in pino's format, or through pino on a terminal. */
  accessLog: AccessLog;
  /** Writes the lines held so far, and every later line as it comes. */
  release(): void;
  /** Writes out what is buffered (at shutdown). */
  flush(): void;
}

/**
 * Issue 26: the longest a JSON line waits in the buffer before it is written (a pipe, a file, a collector),
 * whatever the traffic. Each flush of an empty buffer is one empty write: four a second on an idle server.
 */
export const FLUSH_EVERY_MS = 250;

/** The fields every line carries. */
const BASE = { service: 'relomove' } as const;

export async function openServerLog(level: Level | 'silent', terminal: boolean): Promise<ServerLog> {
  if (terminal) {
    // Loaded only on a terminal: a server whose output is collected never loads it.
    const { default: pretty } = await import('pino-pretty');
    const held = new HeldLines(
      pretty({
        colorize: true,
        sync: true,
        singleLine: true,
        ignore: 'service',
        translateTime: 'SYS:HH:MM:ss.l',
      }),
    );
    const logger = pino({ level, base: BASE }, held);
    return {
      logger,
      accessLog: loggerAccessLog(logger),
      release: () => held.release(),
      flush: () => logger.flush(),
    };
  }
  // Buffered, asynchronous writes: a synchronous write per request line costs more than a city search.
  // The buffer is written when it holds 4 KB, and at the latest every FLUSH_EVERY_MS (issue 26: on an idle
  // server a line, such as the SANDBOX mailer's sign-up code, must not wait for more traffic); it is
  // flushed on shutdown; on a crash the lines of the last quarter second may be lost (docs/operations.md).
  const destination = pino.destination({ sync: false, minLength: 4096, periodicFlush: FLUSH_EVERY_MS });
  const held = new HeldLines(destination);
  const logger = pino({ level, base: BASE }, held);
  return {
    logger,
    // The one line every request writes goes straight to the same stream, in pino's format (access-log.ts).
    accessLog: pinoAccessLog(logger, held, BASE),
    release: () => held.release(),
    flush: () => {
      held.release();
      destination.flushSync();
    },
  };
}

/**
 * A destination that keeps the lines written to it until released, then passes them and every later
 * line to `target` (after release, `write` is the target's own, so it costs nothing more).
 */
export class HeldLines implements DestinationStream {
  private readonly target: DestinationStream;
  private held: string[] | null = [];

  constructor(target: DestinationStream) {
    this.target = target;
  }

  write(line: string): void {
    if (this.held) this.held.push(line);
    else this.target.write(line);
  }

  release(): void {
    const held = this.held;
    if (held === null) return;
    this.held = null;
    this.write = (line: string) => this.target.write(line);
    for (const line of held) this.target.write(line);
  }
}
