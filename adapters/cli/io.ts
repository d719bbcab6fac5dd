/** Where a command writes, so tests capture output and exit codes without touching `process`. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Colour only on a terminal, and never with NO_COLOR (https://no-color.org). */
  color: boolean;
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
  };
}

export function bold(io: CliIo, text: string): string {
  return io.color ? `\u001b[1m${text}\u001b[22m` : text;
}
