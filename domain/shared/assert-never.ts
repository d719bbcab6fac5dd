/**
 * The `default` of a switch over every value of a union: TypeScript proves it cannot be reached, so a value
 * that reaches it anyway (from outside the types) is a bug, thrown as `Unknown <what>: <value>`.
 */
export function assertNever(value: never, what: string): never {
  throw new RangeError(`Unknown ${what}: ${String(value)}`);
}
