/** Where a command writes, so tests capture output and exit codes without touching `process`. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Colour only on a terminal, and never with NO_COLOR (https://no-color.org). */
  color: boolean;
  /** A progress bar for long work, drawn on a terminal's stderr only (absent in tests and pipes). */
  progress?: (done: number, total: number, label: string) => void;
  /** Ends the progress bar's line. */
  progressEnd?: () => void;
  /** Everything on standard input (e.g. `user add --password-stdin`); absent where there is none. */
  readStdin?: () => Promise<string>;
  /**
   * Asks for a secret on the terminal without echoing it (`relomove login`); absent when standard input
   * is not a terminal.
   */
  readSecret?: (prompt: string) => Promise<string>;
}

/** Exit codes of every command (issue 5): ok, not found or refused, usage error. */
export const ExitCode = { Ok: 0, Refused: 1, Usage: 2 } as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** A failure a command reports in one clear sentence, with the exit code it maps to. */
export class CliFailure extends Error {
  readonly exitCode: ExitCode;

  constructor(message: string, exitCode: ExitCode) {
    super(message);
    this.exitCode = exitCode;
  }
}

export function processIo(): CliIo {
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    color: Boolean(process.stdout.isTTY) && !('NO_COLOR' in process.env),
    ...(process.stderr.isTTY
      ? {
          progress: (done: number, total: number, label: string) =>
            process.stderr.write(`\r${progressBar(done, total)} ${done}/${total} ${label}`),
          progressEnd: () => process.stderr.write('\n'),
        }
      : {}),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks).toString('utf8');
    },
    ...(process.stdin.isTTY ? { readSecret: readSecretFromTerminal } : {}),
  };
}

/** Reads one line from the terminal in raw mode, echoing nothing; Ctrl-C or Ctrl-D gives up. */
function readSecretFromTerminal(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003' || ch === '\u0004') return done(new CliFailure('Cancelled.', ExitCode.Refused));
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}

export function bold(io: CliIo, text: string): string {
  return io.color ? `\u001b[1m${text}\u001b[22m` : text;
}

/** '[#########-----------]' for `done` of `total`, 20 characters wide inside the brackets. */
export function progressBar(done: number, total: number, width = 20): string {
  const filled = total <= 0 ? width : Math.min(width, Math.round((done / total) * width));
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
}
