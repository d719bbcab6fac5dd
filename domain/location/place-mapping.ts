import { enumOf, type ValueOf } from '../shared/enum';

/**
 * §1 "an indirect mapping form" (the specification names it and shows nothing else; issue 15). Our reading,
 * recorded in docs/decisions.md: a place the city search does not know (or a quote answered InvalidCity*,
 * §4) is mapped BY HAND to a nearby city the search does know: "my place is Eagle Nest Ranch, near Denver,
 * CO 80202". Staff check each request and confirm or reject it; a confirmed mapping makes the place's name
 * an alias in the city search (found as 'Eagle Nest Ranch, CO 80202') and in POST quotes/add, priced from
 * the nearby city's ZIP. Pure rules: the request's validation, the review's state machine, the search key.
 * Its pages and sources are in place-mapping-routes.ts (small: the quote form links to the form).
 */
export * from './place-mapping-routes';

import { err, ok, type Result } from 'neverthrow';
import type { FieldError } from '../validation/field-messages';
import {
  INVALID_EMAIL_MESSAGE,
  maxLengthMessage,
  minLengthMessage,
  REQUIRED_MESSAGE,
} from '../validation/messages';
import { checkText, isEmailAddress, maxLength, minLength, required } from '../validation/text-rules';
import type { ChosenLocation } from './chosen-location';
import { type PlaceMappingSource, tidyPlaceName } from './place-mapping-routes';
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH, normalizeSearchTerm } from './search-term';

/**
 * A request's review: Pending until staff decide; Confirmed (the alias is live) or Rejected (with a note to
 * the customer); a Confirmed mapping can later be Withdrawn (the alias goes). Nothing goes back.
 */
export const PlaceMappingStatus = enumOf('Pending', 'Confirmed', 'Rejected', 'Withdrawn');
export type PlaceMappingStatus = ValueOf<typeof PlaceMappingStatus>;
export const PLACE_MAPPING_STATUSES: readonly PlaceMappingStatus[] = Object.values(PlaceMappingStatus);

/**
 * The statuses the customer is emailed about (issue 15): staff's answer to their request. A withdrawal is
 * staff's own correction of a confirmation and is not told.
 */
export const ANSWERED_PLACE_MAPPING_STATUSES: readonly PlaceMappingStatus[] = [
  PlaceMappingStatus.Confirmed,
  PlaceMappingStatus.Rejected,
];

/** What staff decide. */
export const PlaceMappingDecision = enumOf('Confirm', 'Reject', 'Withdraw');
export type PlaceMappingDecision = ValueOf<typeof PlaceMappingDecision>;
export const PLACE_MAPPING_DECISIONS: readonly PlaceMappingDecision[] = Object.values(PlaceMappingDecision);

/** Limits of a request (ours). The place name is a city search term, so it has the search's limits (§5, §9). */
export const PLACE_NAME_MIN = MIN_SEARCH_LENGTH;
export const PLACE_NAME_MAX = MAX_SEARCH_LENGTH;
export const MILES_AWAY_MAX = 100;
export const PLACE_NOTE_MAX = 500;
export const DECISION_NOTE_MAX = 500;
export const EMAIL_MAX = 254;
/** Requests one email address may have waiting at once: a customer needs one or two, a flood gets an answer. */
export const PENDING_PER_EMAIL_MAX = 5;

/** Our messages ('field - message' lines, §5). */
export const PlaceMappingMessage = {
  placeCharacters: "Use letters, digits, spaces, '.', ''' and '-' only",
  placeNeedsLetter: 'A place name needs at least one letter',
  chooseNear: 'Choose a nearby city from the list',
  milesAway: `Value must be a whole number of miles from 0 to ${MILES_AWAY_MAX}`,
  alreadyKnown: (label: string) => `We already know ${label}: choose it from the list`,
  tooMany: `You already have ${PENDING_PER_EMAIL_MAX} places waiting for us to check; we will look at those first`,
  notFound: 'No place mapping has this id',
  tokenNotFound: 'No place request has this link',
  noteForReject: 'Say why, for the customer: the value is required to reject a request',
  alreadyMapped: (label: string) => `${label} is already mapped`,
  refused: (status: PlaceMappingStatus, decision: PlaceMappingDecision) =>
    decision === PlaceMappingDecision.Withdraw
      ? `Only a Confirmed mapping can be withdrawn; this one is ${status}`
      : `This request was already decided: it is ${status}`,
} as const;

/** The key a place is searched and kept unique by: the §5 normalised term, lower case ('Eagle Nest Ranch!' -> 'eagle nest ranch'). */
export function placeKey(name: string): string {
  return normalizeSearchTerm(name).toLowerCase();
}

/** Letters (any script, with their accents), digits, spaces and . ' ’ - only. */
const PLACE_CHARACTERS = /^[\p{L}\p{M}0-9 .'’-]+$/u;

/** The customer's request as the adapter read it (already trimmed by the contract). */
export interface PlaceMappingRequestInput {
  PlaceName: string;
  /** The nearby city, as the city search answered it (§3 City search result fields). */
  NearCity: string;
  NearState: string;
  NearZip: string;
  /** About how many miles the place is from the nearby city; null when not said. */
  MilesAway: number | null;
  EmailAddress: string;
  Note: string;
  Source: PlaceMappingSource;
}

/** The request's own rules (the place being unknown and the nearby city known are checked against the directory by the use case). */
export function validatePlaceMappingRequest(
  input: PlaceMappingRequestInput,
): Result<PlaceMappingRequestInput, FieldError[]> {
  const errors: FieldError[] = [];
  const name = tidyPlaceName(input.PlaceName);
  const nameMessages = checkText(name, [required(), minLength(PLACE_NAME_MIN), maxLength(PLACE_NAME_MAX)]);
  if (nameMessages.length === 0) {
    if (!PLACE_CHARACTERS.test(name)) nameMessages.push(PlaceMappingMessage.placeCharacters);
    else if (!/\p{L}/u.test(name)) nameMessages.push(PlaceMappingMessage.placeNeedsLetter);
    else if (placeKey(name).length < PLACE_NAME_MIN) nameMessages.push(minLengthMessage(PLACE_NAME_MIN));
  }
  for (const message of nameMessages) errors.push({ field: 'PlaceName', message });
  if (input.NearCity.trim() === '' || input.NearState.trim() === '' || input.NearZip.trim() === '')
    errors.push({ field: 'NearZip', message: PlaceMappingMessage.chooseNear });
  if (
    input.MilesAway !== null &&
    !(Number.isInteger(input.MilesAway) && input.MilesAway >= 0 && input.MilesAway <= MILES_AWAY_MAX)
  )
    errors.push({ field: 'MilesAway', message: PlaceMappingMessage.milesAway });
  const email = input.EmailAddress.trim();
  if (email === '') errors.push({ field: 'EmailAddress', message: REQUIRED_MESSAGE });
  else if (!isEmailAddress(email)) errors.push({ field: 'EmailAddress', message: INVALID_EMAIL_MESSAGE });
  if (input.Note.length > PLACE_NOTE_MAX)
    errors.push({ field: 'Note', message: maxLengthMessage(PLACE_NOTE_MAX) });
  if (errors.length > 0) return err(errors);
  return ok({ ...input, PlaceName: name, EmailAddress: email.toLowerCase(), Note: input.Note.trim() });
}

/**
 * The review's state machine: the status a decision leads to, or the refusal's message. Confirm and Reject
 * apply to a Pending request; Withdraw to a Confirmed one; a Reject needs a note for the customer.
 */
export function decidePlaceMapping(
  status: PlaceMappingStatus,
  decision: PlaceMappingDecision,
  note: string,
): Result<PlaceMappingStatus, FieldError> {
  switch (decision) {
    case PlaceMappingDecision.Confirm:
      return status === PlaceMappingStatus.Pending
        ? ok(PlaceMappingStatus.Confirmed)
        : err({ field: 'Decision', message: PlaceMappingMessage.refused(status, decision) });
    case PlaceMappingDecision.Reject:
      if (status !== PlaceMappingStatus.Pending)
        return err({ field: 'Decision', message: PlaceMappingMessage.refused(status, decision) });
      return note.trim() === ''
        ? err({ field: 'Note', message: PlaceMappingMessage.noteForReject })
        : ok(PlaceMappingStatus.Rejected);
    case PlaceMappingDecision.Withdraw:
      return status === PlaceMappingStatus.Confirmed
        ? ok(PlaceMappingStatus.Withdrawn)
        : err({ field: 'Decision', message: PlaceMappingMessage.refused(status, decision) });
    default:
      return decision satisfies never;
  }
}

/**
 * How many decisions a status stands for (Pending 0, Confirmed or Rejected 1, Withdrawn 2). Summed over
 * every request it only ever grows, so it is the generation of the set of live aliases: an instance whose
 * aliases were read at generation N knows they are current while the database still says N.
 */
export function decisionsBehind(status: PlaceMappingStatus): number {
  return DECISIONS_BEHIND[status];
}

const DECISIONS_BEHIND: Readonly<Record<PlaceMappingStatus, number>> = {
  Pending: 0,
  Confirmed: 1,
  Rejected: 1,
  Withdrawn: 2,
};

/**
 * A confirmed place as the city search answers it (§3 City search result): the place's own name, in its
 * nearby city's state, with the nearby city's ZIP (so a quote started from it is priced from there):
 * 'Eagle Nest Ranch, CO 80202'.
 */
export function aliasLocation(placeName: string, near: ChosenLocation): ChosenLocation {
  return {
    CityName: placeName,
    StateCode: near.StateCode,
    StateName: near.StateName,
    ZipCode: near.ZipCode,
    ZipLow: near.ZipCode,
    ZipHigh: near.ZipCode,
    CountyName: near.CountyName,
    Country: near.Country,
  };
}

/** The staff list's default and largest page. */
export const PLACE_MAPPINGS_DEFAULT_LIMIT = 50;
export const PLACE_MAPPINGS_MAX_LIMIT = 200;
