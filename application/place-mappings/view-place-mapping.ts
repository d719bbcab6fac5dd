import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { StorageTrouble } from '../errors';
import type { CityDirectory } from '../ports/city-directory';
import type { PlaceMappingStore } from '../ports/place-mappings';
import { UseCase } from '../use-case';
import { type PlaceMappingNotFound, storageError } from './place-mapping-support';
import { type PlaceMappingView, placeMappingView } from './place-mapping-views';

/** The longest token we issue is 22 characters; anything else is not one of ours. */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The customer's status page of one request (issue 15), by its link token alone: whoever holds the link
 * sees the request's place, nearby city, status and staff's note, never the email address or who decided.
 */
export class ViewPlaceMapping extends UseCase<{ store: PlaceMappingStore; cities: CityDirectory }> {
  execute(input: { token: string }): ResultAsync<PlaceMappingView, PlaceMappingNotFound | StorageTrouble> {
    if (!TOKEN.test(input.token)) return errAsync({ kind: 'PlaceMappingNotFound', by: 'token' });
    return this.deps.store
      .byToken(input.token)
      .mapErr(storageError)
      .andThen((found) =>
        found
          ? okAsync(placeMappingView(found, this.deps.cities))
          : errAsync<PlaceMappingView, PlaceMappingNotFound>({ kind: 'PlaceMappingNotFound', by: 'token' }),
      );
  }
}
