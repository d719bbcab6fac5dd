import { ResultAsync } from 'neverthrow';
import { businessDayOnOrAfter } from '../../domain/calendar/business-days';
import { moveDates } from '../../domain/calendar/move-dates';
import { typedZip } from '../../domain/location/address-zip';
import {
  EquipType,
  INVALID_HMAC_MESSAGE,
  InvalidAction,
  InvalidReason,
  QuoteResult,
} from '../../domain/quote/enums';
import { quoteLookupKey } from '../../domain/quote/lookup-key';
import {
  isInMoveDateWindow,
  MAX_DAYS_AHEAD,
  MOVE_DATE_WINDOW_MESSAGE,
} from '../../domain/quote/move-date-window';
import { newQuote, type QuotePlace } from '../../domain/quote/new-quote';
import { type DupeLinkDelivery, dupeElsewhereMessage } from '../../domain/quote/quote-privacy';
import type { Quote } from '../../domain/quote/types';
import type { LaneOutcome } from '../../domain/rating/lane-outcome';
import { loadingDaysFor } from '../../domain/rating/rate-card';
import type { CityAliases } from '../ports/place-mappings';
import type { EmailQuote } from '../shared/email-quote';
import { UseCase } from '../use-case';
import { passesBotChecks, type QuoteFormDeps } from './bot-checks';
import type {
  CreateQuoteInput,
  CreateQuoteOutput,
  CreateQuoteResponse,
  QuoteCreation,
} from './quote-creation';
import { type LaneDirectories, type RatedEnd, rateLane } from './rate-lane';

/** How far ahead a move can be quoted online (domain/quote/move-date-window), and the Dupe window. */
export { MAX_DAYS_AHEAD };
export const DUPLICATE_WINDOW_MS = 15 * 60 * 1000;

/** The ServiceError message when the quote (or the record of its email) could not be stored. */
const SAVE_FAILED_MESSAGE = 'The quote could not be saved; please try again.';

export interface CreateQuoteDeps extends QuoteFormDeps, LaneDirectories {
  /**
   * Emails a quote to its own address within the hourly limit (issue 10: the answer to a Dupe from
   * someone else). Absent where no mail is sent (the CLI's `db seed`): such a Dupe then says so.
   */
  emailQuote?: EmailQuote;
  /**
   * Issue 15: keeps the places staff confirmed from the indirect mapping form current in `cities`, so a place
   * sent by name (FromCity/FromState without a ZIP) is found. Absent where none are kept (the CLI).
   */
  aliases?: CityAliases;
}

/**
 * POST quotes/add (§7, §4 "Creating a quote"): checks for bots, rates the lane, decides the outcome
 * (docs/quote-rules.md) and stores the quote. Every outcome is an answer, never an exception: a failing
 * store or rate card is ServiceError, an unexpected fault is UnknownError.
 */
export class CreateQuote extends UseCase<CreateQuoteDeps> implements QuoteCreation {
  execute(input: CreateQuoteInput): ResultAsync<CreateQuoteOutput, never> {
    const now = this.deps.clock.now();
    return ResultAsync.fromSafePromise(
      this.run(input, now).catch((e: unknown) =>
        answer(now, QuoteResult.UnknownError, { message: `Unexpected error: ${errorText(e)}` }),
      ),
    );
  }

  private async run(input: CreateQuoteInput, now: string): Promise<CreateQuoteOutput> {
    if (!(await passesBotChecks(this.deps, input.bot, input.visitor))) {
      return answer(now, QuoteResult.RedirectToCaptcha, { message: INVALID_HMAC_MESSAGE });
    }
    const { clock, rateCards, quotes, cities, stations, capacity } = this.deps;
    const today = clock.today();
    if (!isInMoveDateWindow(input.MoveDate, today)) {
      return answer(now, QuoteResult.INVALID_INPUT, { message: `MoveDate - ${MOVE_DATE_WINDOW_MESSAGE}` });
    }
    const card = rateCards.inForceOn(today);
    if (card.isErr()) return answer(now, QuoteResult.ServiceError, { message: card.error.message });

    const email = input.EmailAddress.trim();
    const request = {
      origin: {
        city: input.FromCity,
        state: input.FromState,
        zip: input.FromZip,
        country: input.FromCountry,
      },
      destination: { city: input.ToCity, state: input.ToState, zip: input.ToZip, country: input.ToCountry },
      linearFeet: input.LinearFeet,
      moveDate: input.MoveDate,
      hasContactEmail: email !== '',
      capacityConstrained: (originStation: string) =>
        capacity.isFull(
          originStation,
          businessDayOnOrAfter(input.MoveDate, stations.byStationCode(originStation)?.Holidays ?? []),
        ),
    };
    await this.deps.aliases?.current();
    // Rate once to find the places, stations and dates; then look for the same request made moments ago.
    const first = rateLane({ cities, stations }, card.value, request);
    if (first.outcome.result === QuoteResult.Invalid || !first.origin || !first.destination) {
      return answer(now, QuoteResult.Invalid, responseOf(first.outcome));
    }
    const defaultOption = first.options.find((o) => o.DefaultParent);
    const originStation = first.origin.station?.station;
    const destinationStation = first.destination.station?.station;
    const dates = moveDates({
      SpotDate: input.MoveDate,
      PickupDate: null,
      IsLiveLoad: false,
      ShouldForceSameDayPickup: false,
      TransTime: defaultOption?.CarrierTransitTime ?? 0,
      OriginHolidays: originStation?.Holidays ?? [],
      DestinationHolidays: destinationStation?.Holidays ?? [],
      ...(defaultOption ? { MoveType: defaultOption.MoveType } : {}),
      ...(originStation ? { OriginServiceDays: originStation.ServiceDays } : {}),
      ...(destinationStation ? { DestinationServiceDays: destinationStation.ServiceDays } : {}),
      LoadingDays: loadingDaysFor(card.value, defaultOption?.EquipType ?? EquipType.Trailer),
    });
    // Issue 27: the ZIP stored is the one the customer typed, or none (never the city index's own). The
    // form sends what was typed (FromInput); a caller that sends none gave its FromZip itself.
    const given = (typed: string, zip: string) => (typed.trim() !== '' ? typed : zip);
    const origin = quotePlace(first.origin, given(input.FromInput, input.FromZip));
    const destination = quotePlace(first.destination, given(input.ToInput, input.ToZip));
    const draft = (outcome: LaneOutcome) =>
      newQuote({
        outcome,
        origin,
        destination,
        dates,
        miles: first.miles,
        houseSize: input.MovingOutOf,
        email,
        options: first.options,
      });
    // §4 Dupe: the same email, lane and move date quoted moments ago. The look-up and the insert are one
    // step of the repository (issue 9), so simultaneous identical requests make one quote, not several.
    let outcome = first.outcome;
    const decide = (recent: Quote | null) => {
      outcome = recent
        ? rateLane({ cities, stations }, card.value, {
            ...request,
            recentDuplicate: { result: recent.Result },
          }).outcome
        : first.outcome;
      return outcome.result === QuoteResult.Dupe && recent ? null : draft(outcome);
    };
    const creator = input.visitor.key ?? null;
    const stored = await quotes.insertUnlessDuplicate({
      key: email ? quoteLookupKey(draft(first.outcome)) : null,
      since: new Date(clock.nowMs() - DUPLICATE_WINDOW_MS).toISOString(),
      createdAt: now,
      creator,
      decide,
    });
    if (stored.isErr()) return answer(now, QuoteResult.ServiceError, { message: SAVE_FAILED_MESSAGE });
    const found = stored.value;
    if (found.kind === 'inserted') {
      return answer(now, outcome.result, responseOf(outcome), this.withToken(found.quote));
    }
    // Issue 10 quote privacy: the existing quote (and its link) only for its creator or signed-in owner.
    const signedInOwner =
      input.visitor.email != null &&
      input.visitor.email.trim().toLowerCase() === quoteLookupKey(found.quote).email;
    if ((creator !== null && found.creator === creator) || signedInOwner) {
      return answer(now, QuoteResult.Dupe, responseOf(outcome), this.withToken(found.quote));
    }
    const delivery = await this.emailToOwner(this.withToken(found.quote));
    if (delivery === null) return answer(now, QuoteResult.ServiceError, { message: SAVE_FAILED_MESSAGE });
    return answer(now, QuoteResult.Dupe, {
      ...responseOf(outcome),
      message: dupeElsewhereMessage(email, delivery),
    });
  }

  /** Emails the existing quote's link to its own address (within the hourly limit); null on a storage fault. */
  private async emailToOwner(quote: Quote): Promise<DupeLinkDelivery | null> {
    const emailQuote = this.deps.emailQuote;
    if (!emailQuote) return { kind: 'refused', reason: 'email is not sent from here' };
    const sent = await emailQuote.execute(quote);
    if (sent.isErr()) return null;
    const out = sent.value;
    if (out.sent) return { kind: 'emailed' };
    return 'limited' in out ? { kind: 'limited' } : { kind: 'refused', reason: out.refusal.message };
  }

  private withToken(quote: Quote): Quote {
    return { ...quote, QuoteIdEncrypted: this.deps.cipher.encrypt(quote.QuoteId) };
  }
}

function answer(
  now: string,
  result: QuoteResult,
  extra: Partial<CreateQuoteResponse> = {},
  quote: Quote | null = null,
): CreateQuoteOutput {
  return {
    createQuoteResponse: {
      success: true,
      result,
      reasonInvalid: InvalidReason.None,
      action: InvalidAction.None,
      retrievedTimestamp: now,
      message: '',
      ...extra,
    },
    quote,
  };
}

function responseOf(outcome: LaneOutcome): Partial<CreateQuoteResponse> {
  return { reasonInvalid: outcome.reasonInvalid, action: outcome.action, message: outcome.reasonNotAuto };
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** One end of the new quote: the rated place and station, with the ZIP only when the customer typed one. */
function quotePlace(end: RatedEnd, typed: string): QuotePlace {
  return {
    CityName: end.place.CityName,
    StateCode: end.place.StateCode,
    ZipCode: typedZip(typed),
    Country: end.place.Country,
    FIPS: end.place.FIPS,
    station: end.station?.station ?? null,
  };
}
