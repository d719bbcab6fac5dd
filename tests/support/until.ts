/**
 * Polls `read` until `done` holds on its answer, then returns the answer: a test waits for a condition, never
 * for a fixed time. After `ms` it fails with `what` and the last answer (`show` makes a long one readable).
 */
export async function until<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  what: string,
  options: { ms?: number; show?: (value: T) => unknown } = {},
): Promise<T> {
  const end = Date.now() + (options.ms ?? 60_000);
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) {
      const shown = options.show ? options.show(value) : value;
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(shown)?.slice(0, 2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
