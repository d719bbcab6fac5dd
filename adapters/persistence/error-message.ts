/** A readable message, including Node's AggregateError (e.g. ECONNREFUSED on IPv4 and IPv6) whose own message is empty. */
export function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.message === '') {
    return error.errors.map(messageOf).join('; ');
  }
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    return error.message === '' ? code || error.name : error.message;
  }
  return String(error);
}
