/**
 * The specification's enumerations whose names are their values (architecture.md, convention 8): an object of
 * the values, keyed by themselves in the order given, plus a union type of the same name through `ValueOf`.
 *
 *   export const QuoteState = enumOf('Unquoted', 'Quoted', 'Reserved', 'Manual');
 *   export type QuoteState = ValueOf<typeof QuoteState>;
 */
export type EnumOf<T extends string> = { readonly [K in T]: K };

/** The union of an object's values: the type that goes with an `enumOf` (or any `as const` object). */
export type ValueOf<E> = E[keyof E];

/** An object whose keys are `values` and whose every value is its own key, in the order given. */
export function enumOf<const T extends readonly string[]>(...values: T): EnumOf<T[number]> {
  return Object.fromEntries(values.map((value) => [value, value])) as EnumOf<T[number]>;
}
