declare const portType: unique symbol;

/**
 * A port's token (convention 2): the symbol the container knows the port by, carrying the port's type so
 * that wiring (application/bind-use-case.ts) checks each dependency gets the port it asks for.
 */
export type Token<T> = symbol & { readonly [portType]?: T };
