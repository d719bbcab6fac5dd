import {
  InfoRequiredAction,
  InvalidAction,
  InvalidReason,
  type QuoteAction,
  QuoteResult,
} from '../quote/enums';

/**
 * §4 quote results decided from the facts of a lane (docs/quote-rules.md has one example per rule).
 * The application gathers the facts (city lookups, stations, distance, capacity, earlier quotes);
 * this function only decides. Rules apply in the order written; the first that matches wins.
 */
export interface LaneEnd {
  /** The country the visitor asked for ('US', 'CA', 'MX' ...), from the form. */
  requestedCountry: string;
  /** The place was found in the city directory. */
  found: boolean;
  /** Country and state/province code of the place found ('' when not found). */
  country: string;
  stateCode: string;
  /** Miles to the nearest service center in the same country, or null when there is none. */
  stationMiles: number | null;
}

export interface LaneOutcomeFacts {
  origin: LaneEnd;
  destination: LaneEnd;
  /** HHGMiles between the two places (0 when either end is unknown). */
  miles: number;
  /** Linear feet from the size choice; 0 or less means not given. */
  linearFeet: number;
  /** An email address to send a quote under review to. */
  hasContactEmail: boolean;
  /** The origin or destination station has no capacity on the move date. */
  capacityConstrained: boolean;
  /** A quote for the same email, lane and date created within the duplicate window, and its result. */
  recentDuplicate: { result: QuoteResult } | null;
  limits: {
    minMiles: number;
    maxMiles: number;
    /** One trailer's length: a larger move is rated by hand. */
    maximumFeet: number;
    /** A place farther than this from any service center in its country is not served. */
    maxStationMiles: number;
    /** States whose moves are always rated by hand (ocean or Alaska Highway legs). */
    handRatedStates: readonly string[];
  };
}

export interface LaneOutcome {
  result: QuoteResult;
  reasonInvalid: InvalidReason;
  action: QuoteAction;
  /** Why the quote is not automatic, in words for staff (§3 ReasonNotAuto); '' for Auto. */
  reasonNotAuto: string;
}

const invalid = (
  reasonInvalid: InvalidReason,
  action: InvalidAction,
  reasonNotAuto: string,
): LaneOutcome => ({
  result: QuoteResult.Invalid,
  reasonInvalid,
  action,
  reasonNotAuto,
});

const MANUAL_RESULTS: readonly QuoteResult[] = [
  QuoteResult.Manual,
  QuoteResult.MANUAL_RESUBMIT,
  QuoteResult.InfoRequired,
];

/** Manual review needs an email to send the quote to; without one, ask for it (InfoRequired). */
function manual(facts: LaneOutcomeFacts, reasonNotAuto: string): LaneOutcome {
  if (!facts.hasContactEmail) {
    return {
      result: QuoteResult.InfoRequired,
      reasonInvalid: InvalidReason.None,
      action: InfoRequiredAction.RequireContactInfo,
      reasonNotAuto,
    };
  }
  return {
    result: QuoteResult.Manual,
    reasonInvalid: InvalidReason.None,
    action: InvalidAction.None,
    reasonNotAuto,
  };
}

export function decideLaneOutcome(facts: LaneOutcomeFacts): LaneOutcome {
  const { origin, destination, limits } = facts;

  // 1. Mexico is not served: both ends in Mexico is IntraMexico.
  if (origin.requestedCountry === 'MX' && destination.requestedCountry === 'MX') {
    return invalid(InvalidReason.IntraMexico, InvalidAction.None, 'Moves within Mexico are not served');
  }
  // 2. Places that cannot be found.
  if (!origin.found && !destination.found) {
    return invalid(InvalidReason.InvalidCityBoth, InvalidAction.None, 'Neither place was found');
  }
  if (!origin.found)
    return invalid(InvalidReason.InvalidCityOrigin, InvalidAction.None, 'The origin was not found');
  if (!destination.found) {
    return invalid(InvalidReason.InvalidCityDestination, InvalidAction.None, 'The destination was not found');
  }
  // 3. Places too far from any service center.
  for (const end of [origin, destination]) {
    if (end.stationMiles === null || end.stationMiles > limits.maxStationMiles) {
      return invalid(InvalidReason.NotServed, InvalidAction.None, 'No service center serves this area');
    }
  }
  // 4. Moves inside one Canadian province network or one US state go to the partner brands.
  if (origin.country === 'CA' && destination.country === 'CA') {
    return invalid(
      InvalidReason.IntraCanada,
      InvalidAction.SendToPods,
      'Moves within Canada go to the partner brand',
    );
  }
  if (origin.country === 'US' && destination.country === 'US' && origin.stateCode === destination.stateCode) {
    return invalid(
      InvalidReason.IntraState,
      InvalidAction.SendToBudget,
      'In-state moves go to the budget brand',
    );
  }
  // 5. Distance limits: a local move goes to the partner brand; beyond the network nothing is offered.
  if (facts.miles < limits.minMiles) {
    return invalid(
      InvalidReason.InvalidMiles,
      InvalidAction.SendToPods,
      `Shorter than ${limits.minMiles} miles`,
    );
  }
  if (facts.miles > limits.maxMiles) {
    return invalid(InvalidReason.InvalidMiles, InvalidAction.None, `Longer than ${limits.maxMiles} miles`);
  }
  // 6. Size: without it nothing can be priced.
  if (!(facts.linearFeet > 0)) {
    return {
      result: QuoteResult.InfoRequired,
      reasonInvalid: InvalidReason.None,
      action: InfoRequiredAction.RequireLinearFeet,
      reasonNotAuto: 'The size of the move is needed',
    };
  }
  // 7. The same request again within the duplicate window answers with the earlier quote.
  if (facts.recentDuplicate) {
    return MANUAL_RESULTS.includes(facts.recentDuplicate.result)
      ? {
          result: QuoteResult.MANUAL_RESUBMIT,
          reasonInvalid: InvalidReason.None,
          action: InvalidAction.None,
          reasonNotAuto: 'Resubmitted while the earlier quote is under review',
        }
      : {
          result: QuoteResult.Dupe,
          reasonInvalid: InvalidReason.None,
          action: InvalidAction.None,
          reasonNotAuto: '',
        };
  }
  // 8. Cross-border moves, Alaska and Hawaii, and moves larger than one trailer are rated by hand.
  if (origin.country !== destination.country) return manual(facts, 'Cross-border moves are rated by hand');
  const handRated = [origin.stateCode, destination.stateCode].find((s) => limits.handRatedStates.includes(s));
  if (handRated) return manual(facts, `Moves to or from ${handRated} are rated by hand`);
  if (facts.linearFeet > limits.maximumFeet) {
    return manual(facts, `Larger than one trailer (${limits.maximumFeet} feet)`);
  }
  // 9. No capacity at the station on the move date.
  if (facts.capacityConstrained) {
    return invalid(InvalidReason.None, InvalidAction.CapacityUnserviceable, 'No capacity on the move date');
  }
  return {
    result: QuoteResult.Auto,
    reasonInvalid: InvalidReason.None,
    action: InvalidAction.None,
    reasonNotAuto: '',
  };
}
