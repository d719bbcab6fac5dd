import type { DeskRefusal } from './context';
import { CliFailure, ExitCode } from './io';

/** A move is named by its reference number (the QuoteId staff see). */
export function moveNumber(ref: string): number {
  if (!/^\d{1,12}$/.test(ref))
    throw new CliFailure('ref - Value must be a move reference number, like 1042', ExitCode.Usage);
  return Number(ref);
}

/**
 * A refusal of a staff call on one move (the same in process and through the server), in the command's words:
 * a 400 is a usage error, a 404 names the reference, `worded` gives the command's own line for a refusal it
 * knows, and anything else is the server's lines (or `<subject> - refused (<status>)`).
 */
export function moveRefusal(
  refused: DeskRefusal,
  ref: string,
  subject: string,
  worded: (refused: DeskRefusal) => string | undefined,
): CliFailure {
  if (refused.status === 400) return new CliFailure(refused.lines.join('\n'), ExitCode.Usage);
  if (refused.status === 404)
    return new CliFailure(`ref - No booked move has the reference ${ref}`, ExitCode.Refused);
  return new CliFailure(
    worded(refused) ?? (refused.lines.join('\n') || `${subject} - refused (${refused.status})`),
    ExitCode.Refused,
  );
}
