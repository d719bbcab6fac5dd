/**
 * Issue 10 "The unserviceable page names the reason in words and gives a way forward for each reason":
 * one table, exhaustive over the §4 invalid reasons, of what we tell the customer and what they can do.
 * The words are ours (the specification shows none); §5's 'Enter a valid City, State or ZIP' is reused
 * for the places we could not find. The reason reaches the page as a query parameter next to §2's
 * `nextAct` (`?nextAct=pd&reason=IntraCanada`), read back only when it is one of the §4 reasons.
 */
import { INVALID_REASONS, InvalidReason } from './enums';
import { NextAct } from './routes';

/** The query parameter that carries the §4 invalid reason to the unserviceable page. */
export const UNSERVICEABLE_REASON_PARAM = 'reason';

/** A way forward the page offers. */
export type WayForward =
  /**
   * The partner brand of §2 `nextAct` (pd: the pods brand, bg: the budget brand): a link to its site
   * (domain/quote/partner-brands.ts), or our phone line.
   */
  | 'partner'
  /** Issue 15: map a place our search does not know by hand (§1 the indirect mapping form). */
  | 'mapPlace'
  /** Quote again with other places (the quote form). */
  | 'changePlaces'
  /** Call us. */
  | 'call';

export interface UnserviceableReason {
  /** Why we cannot quote the move online, in words: completes "We can't quote this move online: ...". */
  what: string;
  /** More words, where they help. */
  detail: string;
  /** The ways forward, the most useful first. */
  ways: readonly WayForward[];
}

/** The words and ways forward for each §4 invalid reason. */
export const UNSERVICEABLE_REASONS: Readonly<Record<InvalidReason, UnserviceableReason>> = {
  [InvalidReason.None]: {
    what: 'this move is outside what we can price online',
    detail: 'A moving specialist can look at it with you.',
    ways: ['partner', 'call', 'changePlaces'],
  },
  [InvalidReason.InvalidMiles]: {
    what: 'the distance between the two places is outside what we move',
    detail: 'We move households between cities that are neither too close together nor too far apart.',
    ways: ['partner', 'changePlaces', 'call'],
  },
  [InvalidReason.NotServed]: {
    what: 'one of the places is too far from a service center',
    detail: 'Our containers and trailers are delivered and collected from a service center near each end.',
    ways: ['changePlaces', 'call'],
  },
  [InvalidReason.IntraState]: {
    what: 'we do not handle moves within one state',
    detail: 'Both places are in the same state; our budget moving partner handles moves like this one.',
    ways: ['partner', 'changePlaces', 'call'],
  },
  [InvalidReason.IntraMexico]: {
    what: 'we do not handle moves within Mexico',
    detail: 'We move to and from Mexico, not between two places in it.',
    ways: ['changePlaces', 'call'],
  },
  [InvalidReason.IntraCanada]: {
    what: 'we do not handle moves within Canada',
    detail: 'Both places are in Canada; our container partner handles moves like this one.',
    ways: ['partner', 'changePlaces', 'call'],
  },
  [InvalidReason.InvalidCityBoth]: {
    what: 'we could not find either place',
    detail: 'Enter a valid City, State or ZIP for both places.',
    ways: ['mapPlace', 'changePlaces', 'call'],
  },
  [InvalidReason.InvalidCityOrigin]: {
    what: 'we could not find the place you are moving from',
    detail: 'Enter a valid City, State or ZIP for where you are moving from.',
    ways: ['mapPlace', 'changePlaces', 'call'],
  },
  [InvalidReason.InvalidCityDestination]: {
    what: 'we could not find the place you are moving to',
    detail: 'Enter a valid City, State or ZIP for where you are moving to.',
    ways: ['mapPlace', 'changePlaces', 'call'],
  },
  [InvalidReason.InvalidRefnum]: {
    what: 'we did not recognise the reference number',
    detail: 'Check the number in your quote email, or get a new quote.',
    ways: ['changePlaces', 'call'],
  },
  [InvalidReason.InvalidContactInfo]: {
    what: 'we could not use the contact details given',
    detail: 'Get a quote again with a valid email address, or call us.',
    ways: ['changePlaces', 'call'],
  },
};

/**
 * The distance reason in words: a move sent to the pods brand is one too short for us (a local move,
 * domain/rating/lane-outcome); otherwise it is too long.
 */
function distanceWords(nextAct: NextAct | null): Pick<UnserviceableReason, 'what' | 'detail'> {
  return nextAct === NextAct.pods
    ? {
        what: 'the two places are too close together for a long-distance move',
        detail: 'Short, local moves are handled by our container partner.',
      }
    : {
        what: 'the two places are too far apart',
        detail: 'The move is longer than the distance we move households.',
      };
}

/** The §4 reason from the page's query (or an answer), or null when it is absent, None or not one of them. */
export function readUnserviceableReason(value: string | null): InvalidReason | null {
  return value !== null &&
    value !== InvalidReason.None &&
    (INVALID_REASONS as readonly string[]).includes(value)
    ? (value as InvalidReason)
    : null;
}

/** The §2 `nextAct` from the page's query, or null. */
export function readNextAct(value: string | null): NextAct | null {
  return value === NextAct.pods || value === NextAct.budget ? value : null;
}

/**
 * What the unserviceable page says for a reason (None when unknown) and `nextAct`: the words, and the
 * ways forward; 'partner' only when `nextAct` names a partner.
 */
export function unserviceableExplanation(
  reason: InvalidReason | null,
  nextAct: NextAct | null,
): UnserviceableReason {
  const entry = UNSERVICEABLE_REASONS[reason ?? InvalidReason.None];
  const words = reason === InvalidReason.InvalidMiles ? distanceWords(nextAct) : entry;
  const ways = entry.ways.filter((way) => way !== 'partner' || nextAct !== null);
  return { what: words.what, detail: words.detail, ways };
}

/** The unserviceable route (§2, with its `nextAct`) carrying the reason as well. */
export function withUnserviceableReason(route: string, reason: InvalidReason): string {
  return `${route}&${UNSERVICEABLE_REASON_PARAM}=${encodeURIComponent(reason)}`;
}
