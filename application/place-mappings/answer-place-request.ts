import { okAsync, type ResultAsync } from 'neverthrow';
import { ANSWERED_PLACE_MAPPING_STATUSES, PlaceMappingStatus } from '../../domain/location/place-mapping';
import { INDIRECT_MAPPING_PATH, indirectMappingStatusPath } from '../../domain/location/place-mapping-routes';
import { placeRequestContent } from '../../domain/notifications/place-request-content';
import { MESSAGE_SETTINGS_PATH } from '../../domain/notifications/unsubscribe-headers';
import { Route } from '../../domain/quote/routes';
import type { JobOutcome } from '../ports/job-queue';
import type { Mailer, MailSettings } from '../ports/mailer';
import type { MessageRenderer } from '../ports/message-renderer';
import type { PlaceMappingStore } from '../ports/place-mappings';
import type { RepositoryError } from '../ports/quote-repository';
import { UseCase } from '../use-case';

type AnswerPlaceRequestDeps = {
  store: PlaceMappingStore;
  mailer: Mailer;
  renderer: MessageRenderer;
  settings: MailSettings;
};

/**
 * Issue 15, the indirect mapping form: emails the customer staff's answer to the place they asked us to add
 * (confirmed: it is in the city search now; rejected: staff's note and the way to ask again), with the
 * request's status page. Run by its job: it reads the request as it is now, so an answer changed since (a
 * confirmation withdrawn) is not sent, and the outbox keeps one email per request and answer (its message
 * key), so a retried job never sends it twice.
 */
export class AnswerPlaceRequest extends UseCase<AnswerPlaceRequestDeps> {
  execute(input: { id: number }): ResultAsync<JobOutcome, never> {
    const { store, mailer, renderer, settings } = this.deps;
    return store
      .byId(input.id)
      .andThen((mapping): ResultAsync<JobOutcome, RepositoryError> => {
        if (mapping === null || !ANSWERED_PLACE_MAPPING_STATUSES.includes(mapping.status))
          return okAsync({ kind: 'Done' });
        const site = settings.siteUrl.replace(/\/+$/, '');
        const confirmed = mapping.status === PlaceMappingStatus.Confirmed;
        const content = placeRequestContent({
          placeName: mapping.placeName,
          stateCode: mapping.stateCode,
          nearCity: mapping.nearCity,
          nearState: mapping.nearState,
          confirmed,
          note: mapping.decisionNote,
          statusUrl: `${site}${indirectMappingStatusPath(mapping.token)}`,
          nextUrl: `${site}${confirmed ? Route.movingQuote : INDIRECT_MAPPING_PATH}`,
        });
        return renderer
          .email(content, { unsubscribeUrl: null, preferencesUrl: `${site}${MESSAGE_SETTINGS_PATH}` })
          .andThen((rendered) =>
            mailer
              .send({
                to: mapping.email,
                ...rendered,
                quoteId: null,
                messageKey: `place-request:${mapping.id}:${mapping.status}`,
              })
              .map((): JobOutcome => ({ kind: 'Done' }))
              .orElse((error) =>
                okAsync<JobOutcome, RepositoryError>(
                  error.kind === 'TemporaryFailure' || error.kind === 'StorageUnavailable'
                    ? { kind: 'Retry', message: error.message }
                    : { kind: 'Permanent', message: `${error.kind}: ${error.message}` },
                ),
              ),
          )
          .orElse((error) =>
            okAsync<JobOutcome, RepositoryError>(
              error.kind === 'RenderFailed'
                ? { kind: 'Permanent', message: error.message }
                : { kind: 'Retry', message: 'message' in error ? error.message : error.kind },
            ),
          );
      })
      .orElse((error) =>
        okAsync<JobOutcome, never>({
          kind: 'Retry',
          message: 'message' in error ? error.message : error.kind,
        }),
      );
  }
}
