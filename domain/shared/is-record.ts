/** A JSON object: not an array, not null (the first check of every hand-written reader of stored or sent data). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
