/**
 * §5 "Validation failures are reported as 'field - message' lines, multiple messages per field
 * joined by '|'. A missing message yields 'Something went wrong building this message. Contact the dev team.'"
 */

/** §5 The message that replaces a missing or empty one. */
export const MISSING_MESSAGE_FALLBACK = 'Something went wrong building this message. Contact the dev team.';

/** Separator between a field name and its messages (§5, §8 'equipmentPickup - No value provided!'). */
export const FIELD_SEPARATOR = ' - ';

/** Separator between several messages of one field (§5). */
export const MESSAGE_SEPARATOR = '|';

/** One failed rule on one field. An empty field name is a form-level error (§8 '- No transitTime provided!'). */
export interface FieldError {
  field: string;
  message: string;
}

/** The failure every validating module returns, and the HTTP layer renders with formatFieldErrors. */
export interface ValidationFailure {
  kind: 'ValidationFailed';
  errors: FieldError[];
}

/** Builds a ValidationFailure from field errors. */
export function validationFailed(errors: readonly FieldError[]): ValidationFailure {
  return { kind: 'ValidationFailed', errors: [...errors] };
}

/** Turns the messages of one field's rules (text-rules output) into FieldErrors. */
export function fieldErrors(field: string, messages: readonly string[]): FieldError[] {
  return messages.map((message) => ({ field, message }));
}

/**
 * §5 Renders errors as one line per field, 'field - message1|message2', fields in first-seen order.
 * A missing, empty or blank message becomes MISSING_MESSAGE_FALLBACK. A form-level error
 * (empty field name) renders as '- message', the shape of §8 '- No transitTime provided!'.
 * Field names are used exactly as given (not trimmed); messages are not escaped.
 */
export function formatFieldErrors(
  errors: ReadonlyArray<{ field: string; message: string | undefined | null }>,
): string[] {
  const byField = new Map<string, string[]>();
  for (const { field, message } of errors) {
    const text =
      message === undefined || message === null || message.trim() === '' ? MISSING_MESSAGE_FALLBACK : message;
    const messages = byField.get(field);
    if (messages) messages.push(text);
    else byField.set(field, [text]);
  }
  return [...byField].map(([field, messages]) => formatLine(field, messages));
}

function formatLine(field: string, messages: readonly string[]): string {
  const joined = messages.join(MESSAGE_SEPARATOR);
  return field === '' ? `- ${joined}` : `${field}${FIELD_SEPARATOR}${joined}`;
}
