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
}

/** Exit codes of every command (issue 5): ok, not found or refused, usage error. */
export const ExitCode = { Ok: 0, Refused: 1, Usage: 2 } as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** A failure a command reports in one clear sentence, with the exit code it maps to. */
export class CliFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
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
  };
}

export function bold(io: CliIo, text: string): string {
  return io.color ? `\u001b[1m${text}\u001b[22m` : text;
}

/** '[#########-----------]' for `done` of `total`, 20 characters wide inside the brackets. */
export function progressBar(done: number, total: number, width = 20): string {
  const filled = total <= 0 ? width : Math.min(width, Math.round((done / total) * width));
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
}
