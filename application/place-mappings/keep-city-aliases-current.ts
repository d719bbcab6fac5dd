import type { Clock } from '../ports/clock';
import type { CityAliases, CityAliasIndex, PlaceMappingStore } from '../ports/place-mappings';

/** How long a check of the database holds (ours): a confirmed alias reaches every instance within this. */
export const ALIAS_FRESHNESS_MS = 2_000;

/**
 * Keeps one instance's city search aliases current with the database (issue 15), which every instance shares:
 * at most one small read per freshness window (the aliases' generation, domain decisionsBehind summed), and
 * the aliases themselves only when the generation moved. Concurrent callers share one read. A decision on
 * this instance marks it stale, so its own city search sees the decision at once; another instance sees it
 * within ALIAS_FRESHNESS_MS. If the database cannot be read, the aliases already held stay in use (the city
 * search keeps working on the reference data) and the next window tries again.
 */
export class KeepCityAliasesCurrent implements CityAliases {
  private readonly deps: {
    store: PlaceMappingStore;
    index: CityAliasIndex;
    clock: Clock;
    freshnessMs?: number;
  };
  private checkedAtMs: number | null = null;
  private checking: Promise<number | null> | null = null;
  /** Counts markStale calls: a check that began before one does not count as fresh. */
  private staleMarks = 0;

  constructor(deps: KeepCityAliasesCurrent['deps']) {
    this.deps = deps;
  }

  private fresh(): boolean {
    const window = this.deps.freshnessMs ?? ALIAS_FRESHNESS_MS;
    return this.checkedAtMs !== null && this.deps.clock.nowMs() - this.checkedAtMs < window;
  }

  known(): number | null {
    return this.fresh() ? this.deps.index.generation() : null;
  }

  current(): Promise<number | null> {
    if (this.fresh()) return Promise.resolve(this.deps.index.generation());
    if (this.checking) return this.checking;
    const checking = this.check().finally(() => {
      if (this.checking === checking) this.checking = null;
    });
    this.checking = checking;
    return checking;
  }

  markStale(): void {
    this.checkedAtMs = null;
    this.checking = null;
    this.staleMarks += 1;
  }

  private async check(): Promise<number | null> {
    const { store, index, clock } = this.deps;
    const startedMs = clock.nowMs();
    const marks = this.staleMarks;
    const generation = await store.aliasGeneration();
    if (generation.isOk() && generation.value !== index.generation()) {
      const aliases = await store.confirmedAliases();
      if (aliases.isOk()) index.learn(generation.value, aliases.value);
      else return index.generation();
    }
    // A decision taken on this instance while the read was under way marked it stale: keep it so.
    if (marks === this.staleMarks) this.checkedAtMs = startedMs;
    return index.generation();
  }
}
