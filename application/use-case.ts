/**
 * What a use case (architecture.md, convention 3) is built from: its deps object, whose keys the wiring names
 * once (`bind(UseCase, { quotes: QuoteRepository, … })`, application/bind-use-case.ts). A use case extends
 * `UseCase<ItsDeps>` and adds its one `execute` method; the base class only keeps the deps.
 */
export abstract class UseCase<D> {
  protected readonly deps: D;

  constructor(deps: D) {
    this.deps = deps;
  }
}
