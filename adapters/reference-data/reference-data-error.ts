/** Reference data that could not be read or is malformed: a deployment fault, reported once at startup. */
export type ReferenceDataError = { kind: 'ReferenceDataUnavailable'; source: string; message: string };

export function referenceDataUnavailable(source: string, cause: unknown): ReferenceDataError {
  const message = cause instanceof Error ? cause.message : String(cause);
  return { kind: 'ReferenceDataUnavailable', source, message };
}
