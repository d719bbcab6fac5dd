/**
 * The object a JSON text holds, or null when the text is not JSON or holds no object (a number, a string,
 * null): the first step of reading back a payload this program wrote (a token, an event, a control file).
 */
export function jsonObjectOf(text: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}
