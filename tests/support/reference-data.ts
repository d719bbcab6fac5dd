import { loadReferenceData, type ReferenceData } from '../../adapters/reference-data/reference-data.module';
import { TEST_TODAY } from './test-today';

let loaded: Promise<ReferenceData> | undefined;

/**
 * The real reference data (city index, service centers, rate cards in data/), loaded once per test
 * process, for use-case tests that must rate real lanes.
 */
export function realReferenceData(): Promise<ReferenceData> {
  loaded ??= (async () => (await loadReferenceData(Number(TEST_TODAY.slice(0, 4))))._unsafeUnwrap())();
  return loaded;
}
