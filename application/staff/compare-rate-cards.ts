import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { DEFAULT_MOVE_TIMING, spotDateForTiming } from '../../domain/calendar/move-timing';
import { zipCountry } from '../../domain/location/zip';
import type { QuoteResult } from '../../domain/quote/enums';
import { linearFeetForHouseSize } from '../../domain/quote/house-sizes';
import {
  comparePrices,
  type PriceChange,
  type PriceChangeSummary,
  summarizePriceChanges,
} from '../../domain/rating/price-changes';
import type { RateCard } from '../../domain/rating/rate-card';
import type { CityDirectory } from '../ports/city-directory';
import type { Clock } from '../ports/clock';
import type { RateCardSource, RateCardUnavailable } from '../ports/rate-card-source';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import { type LanePricing, type PlaceRequest, type RatedLane, rateLane } from '../quotes/rate-lane';
import { UseCase } from '../use-case';
import { RATE_SAMPLE_LANES, type SampleLane } from './rate-sample-lanes';

export interface CompareRateCardsInput {
  /** A checked rate card (RateCardChecker), usually a candidate file not yet in data/rate-cards. */
  candidate: RateCard;
  /** The move date every lane is priced for; by default the quote form's default (§9: 7 days from today). */
  moveDate?: IsoDate;
  /** The lanes to price; by default the documented sample (rate-sample-lanes.ts). */
  lanes?: readonly SampleLane[];
}

export interface LaneComparison {
  lane: SampleLane;
  linearFeet: number;
  /** 'City, ST' of each end, or the ZIP as given when the city index does not know it. */
  fromLabel: string;
  toLabel: string;
  /** HHGMiles under each card (the circuity factor is part of the card). */
  currentMiles: number;
  candidateMiles: number;
  /** §4 result under each card: a candidate may move a lane between Auto, Manual and Invalid. */
  currentResult: QuoteResult;
  candidateResult: QuoteResult;
  changes: PriceChange[];
}

export interface RateCardComparison {
  current: { version: string; effectiveFrom: IsoDate };
  candidate: { version: string; effectiveFrom: IsoDate };
  moveDate: IsoDate;
  pricedOn: IsoDate;
  lanes: LaneComparison[];
  /** Over every option of every lane. */
  summary: PriceChangeSummary;
}

function placeRequest(zip: string): PlaceRequest {
  return { city: '', state: '', zip, country: zipCountry(zip) ?? '' };
}

function label(lane: RatedLane['origin'], asked: string): string {
  return lane ? `${lane.place.CityName}, ${lane.place.StateCode}` : asked;
}

/**
 * How a candidate rate card would change prices (issue 5 `relomove rates diff`): every lane of a fixed
 * sample priced with the server's rating (rateLane) under the card in force today and under the candidate,
 * option by option, with a summary.
 */
export class CompareRateCards extends UseCase<LanePricing> {
  constructor(
    cities: CityDirectory,
    stations: ServiceCenterDirectory,
    rateCards: RateCardSource,
    clock: Clock,
  ) {
    super({ cities, stations, rateCards, clock });
  }

  execute(input: CompareRateCardsInput): ResultAsync<RateCardComparison, RateCardUnavailable> {
    const today = this.deps.clock.today();
    const current = this.deps.rateCards.inForceOn(today);
    if (current.isErr()) return errAsync(current.error);
    const moveDate = input.moveDate ?? spotDateForTiming(DEFAULT_MOVE_TIMING, today);
    const lanes = (input.lanes ?? RATE_SAMPLE_LANES).map((lane): LaneComparison => {
      const linearFeet = linearFeetForHouseSize(lane.size).match(
        (feet) => feet,
        (e) => {
          throw new RangeError(`Sample lane ${lane.from} -> ${lane.to}: ${e.message}`);
        },
      );
      const request = {
        origin: placeRequest(lane.from),
        destination: placeRequest(lane.to),
        linearFeet,
        moveDate,
        hasContactEmail: true,
      };
      const before = rateLane(this.deps, current.value, request);
      const after = rateLane(this.deps, input.candidate, request);
      return {
        lane,
        linearFeet,
        fromLabel: label(before.origin, lane.from),
        toLabel: label(before.destination, lane.to),
        currentMiles: before.miles,
        candidateMiles: after.miles,
        currentResult: before.outcome.result,
        candidateResult: after.outcome.result,
        changes: comparePrices(before.options, after.options),
      };
    });
    const version = (card: RateCard) => ({ version: card.version, effectiveFrom: card.effectiveFrom });
    return okAsync({
      current: version(current.value),
      candidate: version(input.candidate),
      moveDate,
      pricedOn: today,
      lanes,
      summary: summarizePriceChanges(lanes.flatMap((l) => l.changes)),
    });
  }
}
