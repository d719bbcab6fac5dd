import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import {
  PENDING_PER_EMAIL_MAX,
  PlaceMappingMessage,
  type PlaceMappingRequestInput,
  placeKey,
  validatePlaceMappingRequest,
} from '../../domain/location/place-mapping';
import { placeLabel } from '../../domain/location/typed-place';
import { type ValidationFailure, validationFailed } from '../../domain/validation/field-messages';
import type { StorageTrouble } from '../errors';
import type { CityDirectory } from '../ports/city-directory';
import type { Clock } from '../ports/clock';
import type { CityAliases, PlaceMappingStore } from '../ports/place-mappings';
import { resolvePlace } from '../quotes/rate-lane';
import { citySearchResult } from '../reference/city-search-result';
import { UseCase } from '../use-case';
import { storageError } from './place-mapping-support';
import { type PlaceMappingView, placeMappingView } from './place-mapping-views';

export type TooManyPlaceMappings = { kind: 'TooManyPlaceMappings'; message: string };
export type RequestPlaceMappingError = ValidationFailure | TooManyPlaceMappings | StorageTrouble;

export interface RequestPlaceMappingOutput {
  /** False when the same address already had this place waiting (that request is answered). */
  created: boolean;
  mapping: PlaceMappingView;
}

type RequestPlaceMappingDeps = {
  store: PlaceMappingStore;
  cities: CityDirectory;
  clock: Clock;
  aliases?: CityAliases;
};

/**
 * §1 the indirect mapping form, sent (issue 15): a customer maps a place the city search does not know to a
 * nearby city it does. The request's own rules (domain/location/place-mapping.ts), then the directory's: the
 * nearby city must be one the search answers, and the place must not be one it already finds (a real place
 * or a confirmed alias, in the nearby city's state). Stored Pending for staff to review; asking again for
 * the same place from the same address answers the waiting request.
 */
export class RequestPlaceMapping extends UseCase<RequestPlaceMappingDeps> {
  execute(input: PlaceMappingRequestInput): ResultAsync<RequestPlaceMappingOutput, RequestPlaceMappingError> {
    const valid = validatePlaceMappingRequest(input);
    if (valid.isErr()) return errAsync(validationFailed(valid.error));
    const request = valid.value;
    const { store, cities, clock, aliases } = this.deps;
    return ResultAsync.fromSafePromise(aliases?.current() ?? Promise.resolve(null)).andThen(() => {
      const near = resolvePlace(cities, {
        city: request.NearCity,
        state: request.NearState,
        zip: request.NearZip,
        country: '',
      });
      if (!near)
        return errAsync(validationFailed([{ field: 'NearZip', message: PlaceMappingMessage.chooseNear }]));
      const known = cities.byCity(request.PlaceName, near.StateCode);
      if (known) {
        const label = placeLabel({ ...citySearchResult(known), CityName: request.PlaceName, ZipCode: '' });
        return errAsync(
          validationFailed([{ field: 'PlaceName', message: PlaceMappingMessage.alreadyKnown(label) }]),
        );
      }
      return store
        .add(
          {
            placeName: request.PlaceName,
            placeKey: placeKey(request.PlaceName),
            stateCode: near.StateCode,
            nearCity: near.CityName,
            nearState: near.StateCode,
            nearZip: near.ZipCode,
            milesAway: request.MilesAway,
            email: request.EmailAddress,
            note: request.Note,
            source: request.Source,
            createdAt: clock.now(),
          },
          PENDING_PER_EMAIL_MAX,
        )
        .mapErr((e): RequestPlaceMappingError => storageError(e))
        .andThen((outcome) =>
          outcome.kind === 'tooMany'
            ? errAsync<RequestPlaceMappingOutput, RequestPlaceMappingError>({
                kind: 'TooManyPlaceMappings',
                message: PlaceMappingMessage.tooMany,
              })
            : okAsync({
                created: outcome.kind === 'added',
                mapping: placeMappingView(outcome.mapping, cities),
              }),
        );
    });
  }
}
