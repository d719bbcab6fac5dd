import { ContainerModule, type ContainerModuleLoadOptions, type ServiceIdentifier } from 'inversify';
import type { Token } from './ports/token';

/**
 * Wiring that names each dependency once (conventions 5 and 17). Inside `bindingModule((bind) => …)`, a use
 * case is bound as a singleton from a record of tokens whose keys are its constructor's deps:
 * `bind(ReserveMove, { quotes: QuoteRepository, … })`. The record is checked against the constructor: a
 * missing or extra key, or a token of the wrong port, fails to compile. A dependency is a port's token or
 * another use case's class. This is the one file besides the *.module.ts files that imports inversify.
 */
type Newable<T> = abstract new (...args: never) => T;
export type Dependency<T> = Token<T> | Newable<T>;

/** A dependency that may be unbound (a port only some composition roots provide): its key is then left out. */
export interface Optional<T> {
  readonly optional: Dependency<T>;
}
export const optional = <T>(dependency: Dependency<T>): Optional<T> => ({ optional: dependency });

type Slot = Dependency<unknown> | Optional<unknown>;
type IsOptionalKey<D, K extends keyof D> = object extends Pick<D, K> ? true : false;
type SlotOf<V> = undefined extends V
  ? Dependency<Exclude<V, undefined>> | Optional<Exclude<V, undefined>>
  : Dependency<V>;

/** The tokens of a deps object: one per key; an optional key may take `optional(Token)`. */
export type DependencyTokens<D> = {
  readonly [K in keyof D]-?: IsOptionalKey<D, K> extends true ? SlotOf<D[K] | undefined> : SlotOf<D[K]>;
};
/** The tokens of positional constructor arguments, in order. */
export type PositionalTokens<A extends readonly unknown[]> = { readonly [I in keyof A]-?: SlotOf<A[I]> };
/** What a record of tokens resolves to: an optional slot may be missing. */
export type Resolved<R> = {
  [K in keyof R]: R[K] extends Optional<infer U>
    ? U | undefined
    : R[K] extends Dependency<infer U>
      ? U
      : never;
};

type Binder = Pick<ContainerModuleLoadOptions, 'bind'>;

/** Binds use cases (and, from a composition root, an adapter made of ports) as singletons. */
export interface BindUseCase {
  /** A use case whose constructor takes one deps object, from a record of tokens. */
  <T, D extends object>(useCase: new (deps: D) => T, tokens: NoInfer<DependencyTokens<D>>): void;
  /** A use case whose constructor takes positional arguments, from their tokens in order. */
  <T, A extends unknown[]>(useCase: new (...args: A) => T, tokens: NoInfer<PositionalTokens<A>>): void;
  /** `id` bound to what `build` makes of the resolved record (a composed object, an adapter behind a port). */
  <T, R extends Record<string, Slot>>(
    id: Dependency<T>,
    tokens: R,
    build: (deps: Resolved<R>) => NoInfer<T>,
  ): void;
}

/** The binder over a container module's (or a container's) `bind`. */
export const binderFor =
  (options: Binder): BindUseCase =>
  (
    id: ServiceIdentifier<unknown>,
    tokens: Readonly<Record<string, Slot>> | readonly Slot[],
    build?: (deps: Record<string, unknown>) => unknown,
  ): void => {
    const slots: readonly Slot[] = Array.isArray(tokens) ? tokens : Object.values(tokens);
    const injections = slots.map((slot) =>
      isOptional(slot) ? { serviceIdentifier: slot.optional, optional: true as const } : slot,
    );
    const make = (...values: unknown[]): unknown => {
      if (Array.isArray(tokens)) return new (id as new (...args: unknown[]) => unknown)(...values);
      const deps: Record<string, unknown> = {};
      Object.keys(tokens).forEach((key, index) => {
        if (values[index] !== undefined) deps[key] = values[index];
      });
      return build ? build(deps) : new (id as new (deps: unknown) => unknown)(deps);
    };
    options
      .bind(id)
      .toResolvedValue(make, injections as never)
      .inSingletonScope();
  };

/** A container module of use cases, each bound with `bind(UseCase, tokens)`. */
export const bindingModule = (register: (bind: BindUseCase) => void): ContainerModule =>
  new ContainerModule((options) => register(binderFor(options)));

const isOptional = (slot: Slot): slot is Optional<unknown> => typeof slot === 'object' && slot !== null;
