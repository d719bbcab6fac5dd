/**
 * §5 'field - message1|message2' lines read back into messages per field: the inverse of
 * formatFieldErrors (field-messages.ts), for screens that show each message under its field.
 */
import { FIELD_SEPARATOR, MESSAGE_SEPARATOR } from './field-messages';

/** One field's messages; the field '' holds form-level lines ('- message') and lines with no field. */
export type FieldMessages = ReadonlyMap<string, readonly string[]>;

/**
 * Reads §5 lines: 'email - The email or password is incorrect' -> email: [that message];
 * 'x - a|b' -> x: [a, b]; '- message' and a line without ' - ' are form-level (field ''). Blank
 * messages are dropped; fields keep their first-seen order.
 */
export function parseFieldErrorLines(lines: readonly string[]): FieldMessages {
  const byField = new Map<string, string[]>();
  for (const line of lines) {
    const [field, text] = splitLine(line);
    const messages = text
      .split(MESSAGE_SEPARATOR)
      .map((m) => m.trim())
      .filter((m) => m !== '');
    if (messages.length === 0) continue;
    const known = byField.get(field);
    if (known) known.push(...messages);
    else byField.set(field, messages);
  }
  return byField;
}

function splitLine(line: string): [string, string] {
  if (line.startsWith('- ')) return ['', line.slice(2)];
  const at = line.indexOf(FIELD_SEPARATOR);
  if (at <= 0) return ['', line];
  const field = line.slice(0, at);
  // A field name has no spaces ('email', 'Details.Origin.ZIP'); otherwise the dash is part of a sentence.
  return /\s/.test(field) ? ['', line] : [field, line.slice(at + FIELD_SEPARATOR.length)];
}
