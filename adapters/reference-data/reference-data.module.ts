import { ContainerModule } from 'inversify';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { CityDirectory } from '../../application/ports/city-directory';
import { FinancingTermsSource } from '../../application/ports/financing-terms-source';
import { CityAliasIndex } from '../../application/ports/place-mappings';
import { RateCardSource } from '../../application/ports/rate-card-source';
import { ServiceCenterDirectory } from '../../application/ports/service-center-directory';
import { SpongyMothQuarantine } from '../../application/ports/spongy-moth-quarantine';
import { StationCapacity } from '../../application/ports/station-capacity';
import { AliasedCityDirectory } from './aliased-city-directory';
import { builtReferenceFile, type CompiledReference, readCompiledReference } from './compiled-reference';
import { JsonFinancingTerms } from './json-financing-terms';
import { JsonServiceCenterDirectory } from './json-service-center-directory';
import { JsonSpongyMothQuarantine } from './json-spongy-moth-quarantine';
import { JsonStationCapacity } from './json-station-capacity';
import { FileRateCardSource } from './rate-card-file';
import type { ReferenceDataError } from './reference-data-error';
import { ZipcodesCityDirectory } from './zipcodes-city-directory';

export interface ReferenceData {
  cities: ZipcodesCityDirectory;
  stations: JsonServiceCenterDirectory;
  rateCards: FileRateCardSource;
  capacity: JsonStationCapacity;
  /** Issue 12: the §1 financing promo's EXAMPLE APR and term table (data/financing-terms.json). */
  financing: JsonFinancingTerms;
  /** Issue 15: the USDA APHIS spongy moth quarantine list (data/spongy-moth-quarantine.json). */
  quarantine: JsonSpongyMothQuarantine;
}

const RATE_CARDS_DIR = new URL('../../data/rate-cards', import.meta.url).pathname;

/**
 * Loads the city index, the service centers (with holidays from `fromYear`), the rate cards and station
 * capacity, once. The built server and CLI read the city index and the holidays from the file the build
 * compiled (`compiledFile`, compiled-reference.ts); from source they are derived from the packages.
 * Several instances (issue 9): each holds its own copy, and that is safe: all of it is read-only data
 * shipped with the release (data/ and packages), never changed by a request, so instances of the same
 * release hold the same data. Run one release across all instances (a rolling upgrade briefly mixes two,
 * as with any change of rate card files; docs/operations.md).
 */
export function loadReferenceData(
  fromYear: number,
  compiledFile: string | null = builtReferenceFile(),
): ResultAsync<ReferenceData, ReferenceDataError> {
  const rateCards = FileRateCardSource.load(RATE_CARDS_DIR);
  if (rateCards.isErr()) {
    return errAsync({
      kind: 'ReferenceDataUnavailable',
      source: rateCards.error.source,
      message: rateCards.error.lines.join('; '),
    });
  }
  const capacity = JsonStationCapacity.load();
  if (capacity.isErr()) return errAsync(capacity.error);
  const financing = JsonFinancingTerms.load();
  if (financing.isErr()) return errAsync(financing.error);
  const quarantine = JsonSpongyMothQuarantine.load();
  if (quarantine.isErr()) return errAsync(quarantine.error);
  const compiled: ResultAsync<CompiledReference | null, ReferenceDataError> =
    compiledFile === null ? okAsync(null) : readCompiledReference(compiledFile);
  return compiled.andThen((reference) =>
    ResultAsync.combine([
      reference ? okAsync(ZipcodesCityDirectory.fromIndex(reference.cities)) : ZipcodesCityDirectory.load(),
      JsonServiceCenterDirectory.load(reference ? { fromYear, holidays: reference.holidays } : { fromYear }),
    ]).andThen(([cities, stations]) =>
      okAsync({
        cities,
        stations,
        rateCards: rateCards.value,
        capacity: capacity.value,
        financing: financing.value,
        quarantine: quarantine.value,
      }),
    ),
  );
}

/**
 * Binds the reference-data ports to what `loadReferenceData` loaded. Issue 15: the city directory is the
 * shared ZIP index wrapped, per container, with the aliases of the places staff confirmed
 * (aliased-city-directory.ts; kept current from the database where one is bound).
 */
export function referenceDataModule(data: ReferenceData): ContainerModule {
  return new ContainerModule((options) => {
    const cities = new AliasedCityDirectory(data.cities);
    options.bind<CityDirectory>(CityDirectory).toConstantValue(cities);
    options.bind<CityAliasIndex>(CityAliasIndex).toConstantValue(cities);
    options.bind<ServiceCenterDirectory>(ServiceCenterDirectory).toConstantValue(data.stations);
    options.bind<RateCardSource>(RateCardSource).toConstantValue(data.rateCards);
    options.bind<StationCapacity>(StationCapacity).toConstantValue(data.capacity);
    options.bind<FinancingTermsSource>(FinancingTermsSource).toConstantValue(data.financing);
    options.bind<SpongyMothQuarantine>(SpongyMothQuarantine).toConstantValue(data.quarantine);
  });
}
