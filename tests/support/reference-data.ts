import { loadReferenceData, type ReferenceData } from '../../adapters/reference-data/reference-data.module';

let loaded: Promise<ReferenceData> | undefined;

/**
 * The real reference data (city index, service centers, rate cards in data/), loaded once per test
 * process, for use-case tests that must rate real lanes.
 */
export function realReferenceData(): Promise<ReferenceData> {
  loaded ??= (async () => (await loadReferenceData(2026))._unsafeUnwrap())();
  return loaded;
}
