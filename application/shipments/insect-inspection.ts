/**
 * Issue 15 insect inspection tool (§1; §4 Inspection form states; §8 "insect-inspection API or user error"):
 * a booked move's spongy moth inspection form, looked up by reference number and email without signing in
 * (POST inspection/lookup), read by its owner (GET moves/{id}/inspection), and submitted once (POST
 * inspection/form). The §4 state is decided from the quarantine list (SpongyMothQuarantine) and the stored
 * form (InspectionForms).
 */

import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { minutesToWait } from '../../domain/accounts/login-rules';
import { businessDaysBefore } from '../../domain/calendar/business-days';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { maskedEmail } from '../../domain/notifications/unsubscribe-rules';
import { quoteEmailAddress } from '../../domain/quote/quote-email';
import type { Quote } from '../../domain/quote/types';
import { isCancelled } from '../../domain/reservation/cancellation';
import { InspectionFormState } from '../../domain/shipment/enums';
import {
  INSPECTION_LOOKUP_THROTTLE,
  type InspectionDecision,
  type InspectionForm,
  type InspectionSubmission,
  inspectionDecision,
  validateInspection,
} from '../../domain/shipment/inspection-form';
import { INSPECTION_LEAD_BUSINESS_DAYS } from '../../domain/shipment/readiness';
import { type ValidationFailure, validationFailed } from '../../domain/validation/field-messages';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { InspectionForms } from '../ports/inspection-forms';
import type { LoginThrottle } from '../ports/login-throttle';
import type { QuoteRepository, RepositoryError } from '../ports/quote-repository';
import type { ReservationRepository } from '../ports/reservation-repository';
import type { SpongyMothQuarantine } from '../ports/spongy-moth-quarantine';
import type { UserRepository } from '../ports/user-repository';
import { ownedQuote } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';

/** No booked move matches this reference number and email (or it may not be seen): one answer for all. */
export type InspectionNotFound = { kind: 'InspectionNotFound' };
/** Too many lookups from this client address found nothing lately. */
export type InspectionLookupsExceeded = { kind: 'InspectionLookupsExceeded'; minutes: number };
/** The move does not leave the quarantine area: there is no form to send (§4 NotRequired). */
export type InspectionNotRequired = { kind: 'InspectionNotRequired' };
/** The move's form is already in (§4 Received): the first signed form stands. */
export type InspectionAlreadyReceived = { kind: 'InspectionAlreadyReceived'; form: InspectionForm };

export type InspectionError =
  | InspectionNotFound
  | InspectionLookupsExceeded
  | InspectionNotRequired
  | InspectionAlreadyReceived
  | ValidationFailure
  | RepositoryError;

/** What the tool (and the dashboard's readiness checklist) shows of a move's inspection form. */
export interface InspectionView {
  readonly quoteId: number;
  /** The §4 state and where the origin stands in the quarantine area. */
  readonly decision: InspectionDecision;
  readonly origin: { readonly city: string; readonly state: string };
  readonly destination: { readonly city: string; readonly state: string };
  /** §3 PickupDate of the booked move. */
  readonly pickupDate: IsoDate;
  /** The last day to send the form (the business day before pickup); null when none is needed. */
  readonly deadline: IsoDate | null;
  /** The stored form, once Received. */
  readonly form: InspectionForm | null;
  /** Where the copy of the form is emailed, partly hidden ('c•••@example.com'). */
  readonly copyTo: string;
  /** Where the quarantine list comes from, and its date. */
  readonly source: { readonly text: string; readonly url: string; readonly version: string };
}

export interface InspectionDeps {
  quotes: QuoteRepository;
  reservations: ReservationRepository;
  users: UserRepository;
  forms: InspectionForms;
  quarantine: SpongyMothQuarantine;
  throttle: LoginThrottle;
  clock: Clock;
}

/** The move's email address: the booking contact's, else the quote's. */
function moveEmail(quote: Quote): string {
  return quote.Details.Reservation?.Contact.EmailAddress.trim() || quoteEmailAddress(quote);
}

/** The §4 inspection form view of a booked move (pure: the stored form and the list come in). */
export function inspectionView(
  quote: Quote,
  form: InspectionForm | null,
  quarantine: SpongyMothQuarantine,
): InspectionView {
  const d = quote.Details;
  const area = quarantine.area();
  const decision = inspectionDecision(
    area,
    { state: d.Origin.State, fips: d.Origin.FIPS },
    { state: d.Destination.State, fips: d.Destination.FIPS },
    form !== null,
  );
  const pickupDate = (d.Reservation?.PickupDate ?? d.PickupDate) as IsoDate;
  const holidays = d.Origin.StationDetail?.Holidays ?? [];
  return {
    quoteId: quote.QuoteId,
    decision,
    origin: { city: d.Origin.City, state: d.Origin.State },
    destination: { city: d.Destination.City, state: d.Destination.State },
    pickupDate,
    deadline:
      decision.state === InspectionFormState.NotRequired
        ? null
        : businessDaysBefore(pickupDate, INSPECTION_LEAD_BUSINESS_DAYS, holidays),
    form,
    copyTo: maskedEmail(moveEmail(quote)),
    source: { text: area.source, url: area.sourceUrl, version: area.version },
  };
}

/** The throttle key of a client address's lookups. */
const lookupKey = (address: string) => `inspection:${address}`;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The booked move (reserved, not cancelled) with this reference number whose contact email, quote email or
 * owning account's email is `email`; anything else is InspectionNotFound, the same answer whatever was
 * wrong, and counts against the client address (INSPECTION_LOOKUP_THROTTLE) so that guessing is slow.
 */
function lookedUp(
  deps: InspectionDeps,
  input: { quoteId: number; email: string; clientAddress: string },
): ResultAsync<{ quote: Quote; email: string }, InspectionError> {
  const nowMs = deps.clock.nowMs();
  const key = lookupKey(input.clientAddress);
  const miss = () =>
    deps.throttle
      .recordFailure(key, nowMs)
      .andThen(() => errAsync<never, InspectionError>({ kind: 'InspectionNotFound' }));
  return deps.throttle
    .failuresSince(key, nowMs - INSPECTION_LOOKUP_THROTTLE.windowMs)
    .andThen((failures) => {
      const minutes = minutesToWait(failures, nowMs, INSPECTION_LOOKUP_THROTTLE);
      if (minutes !== null)
        return errAsync<never, InspectionError>({ kind: 'InspectionLookupsExceeded', minutes });
      return deps.quotes.findById(input.quoteId);
    })
    .andThen((quote) => {
      if (
        quote === null ||
        !quote.Details.Reserved ||
        quote.Details.Reservation === null ||
        isCancelled(quote)
      )
        return miss();
      const known = [quote.Details.Reservation.Contact.EmailAddress, quoteEmailAddress(quote)].filter(
        (e) => e.trim() !== '',
      );
      if (known.some((e) => same(e, input.email))) return okAsync({ quote, email: input.email });
      return deps.reservations
        .ownerOf(quote.QuoteId)
        .andThen((owner) => (owner === null ? okAsync(null) : deps.users.findById(owner)))
        .andThen((account) =>
          account !== null && same(account.email, input.email)
            ? okAsync({ quote, email: input.email })
            : miss(),
        );
    });
}

/**
 * POST inspection/lookup (issue 15, ours): a booked move's inspection form by reference number and email,
 * no sign-in needed. Any mismatch answers InspectionNotFound, so it cannot tell a wrong email from a wrong
 * number; too many mismatches from one address answer InspectionLookupsExceeded.
 */
export class LookupInspection extends UseCase<InspectionDeps> {
  execute(input: {
    quoteId: number;
    email: string;
    clientAddress: string;
  }): ResultAsync<InspectionView, InspectionError> {
    return lookedUp(this.deps, input).andThen(({ quote }) =>
      this.deps.forms.find(quote.QuoteId).map((form) => inspectionView(quote, form, this.deps.quarantine)),
    );
  }
}

/**
 * GET moves/{id}/inspection (issue 15, ours): the owner's (or staff's) view of a booked move's inspection
 * form, for the dashboard's readiness checklist; anyone else gets ReservationNotFound (404).
 */
export class ViewMoveInspection extends UseCase<InspectionDeps> {
  execute(input: { viewer: Viewer; quoteId: number }): ResultAsync<InspectionView, ReservationError> {
    const { quotes, reservations, forms, quarantine } = this.deps;
    return ownedQuote({ quotes, reservations }, input.viewer, input.quoteId, true).andThen(({ quote }) =>
      quote.Details.Reserved || isCancelled(quote)
        ? forms.find(quote.QuoteId).map((form) => inspectionView(quote, form, quarantine))
        : errAsync<never, ReservationError>({ kind: 'ReservationNotFound' }),
    );
  }
}

/**
 * POST inspection/form (issue 15, ours): the signed checklist of a booked move, looked up as
 * LookupInspection does. Checked by the domain's rules (§5 lines), refused for a move that needs no form
 * (NotRequired) or whose form is in (Received: the first form stands), else stored; the §4 state becomes
 * Received and the notification system emails a copy once (its store is wrapped by plan-triggers).
 */
export class SubmitInspectionForm extends UseCase<InspectionDeps> {
  execute(input: {
    quoteId: number;
    email: string;
    clientAddress: string;
    submission: InspectionSubmission;
  }): ResultAsync<InspectionView, InspectionError> {
    const { forms, quarantine, clock } = this.deps;
    return lookedUp(this.deps, input).andThen(({ quote, email }) =>
      forms.find(quote.QuoteId).andThen((stored) => {
        if (stored !== null) {
          return errAsync<never, InspectionError>({ kind: 'InspectionAlreadyReceived', form: stored });
        }
        if (inspectionView(quote, null, quarantine).decision.state === InspectionFormState.NotRequired) {
          return errAsync<never, InspectionError>({ kind: 'InspectionNotRequired' });
        }
        const checked = validateInspection(input.submission, clock.today());
        if (checked.isErr()) return errAsync<never, InspectionError>(validationFailed(checked.error));
        const form: InspectionForm = {
          ...checked.value,
          quoteId: quote.QuoteId,
          submittedAt: clock.now(),
          submittedBy: email.trim().toLowerCase(),
        };
        return forms
          .submit(form)
          .andThen((outcome) =>
            outcome.kind === 'AlreadyReceived'
              ? errAsync<never, InspectionError>({ kind: 'InspectionAlreadyReceived', form: outcome.form })
              : okAsync(inspectionView(quote, outcome.form, quarantine)),
          );
      }),
    );
  }
}
