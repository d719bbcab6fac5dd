import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Quote } from '../../domain/quote/types';
import type { ContactAnswers, ReservationDraft } from '../../domain/reservation/draft';
import { StepMessage } from '../../domain/reservation/step-answers';
import { validationFailed } from '../../domain/validation/field-messages';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';

export type ContactPreference =
  | { kind: 'sms'; SmsNumber: string }
  | { kind: 'labor'; laborRequested: boolean };

/** The contact answers of the draft after one preference. An SMS number '' turns text messages off. */
function withPreference(contact: ContactAnswers, preference: ContactPreference): ContactAnswers {
  return preference.kind === 'sms'
    ? { ...contact, SmsOptIn: preference.SmsNumber !== '', SmsNumber: preference.SmsNumber }
    : { ...contact, laborRequested: preference.laborRequested };
}

function quoteWithPreference(quote: Quote, preference: ContactPreference): Quote {
  const r = quote.Details.Reservation;
  if (r === null) return quote;
  return {
    ...quote,
    Details: {
      ...quote.Details,
      SmsOptIn: preference.kind === 'sms' ? preference.SmsNumber !== '' : quote.Details.SmsOptIn,
      Reservation:
        preference.kind === 'sms'
          ? { ...r, SMSPhoneNumber: preference.SmsNumber }
          : { ...r, laborRequested: preference.laborRequested },
    },
  };
}

/**
 * §7 PUT moves/{id}/contacts/sms ({SmsNumber}) and PUT moves/{id}/labor-referral ({laborRequested}): the
 * owner's SMS number (10 digits, or '' for none) and labor referral, kept in the draft and, once booked,
 * on the reserved quote.
 */
export class SetContactPreference extends UseCase<ReservationStores & { clock: Clock }> {
  execute(input: {
    viewer: Viewer;
    quoteId: number;
    preference: ContactPreference;
  }): ResultAsync<ContactPreference, ReservationError> {
    const { preference } = input;
    if (preference.kind === 'sms' && preference.SmsNumber !== '' && !/^\d{10}$/.test(preference.SmsNumber)) {
      return errAsync(validationFailed([{ field: 'SmsNumber', message: StepMessage.smsNumber }]));
    }
    const { reservations, quotes, clock } = this.deps;
    return ownedQuote(this.deps, input.viewer, input.quoteId).andThen(({ quote, userId }) => {
      const saveDraft = reservations.findDraft(input.quoteId, userId).andThen((draft) => {
        if (draft === null || draft.Location === null) return okAsync(null);
        const next: ReservationDraft = {
          ...draft,
          Location: { ...draft.Location, Contact: withPreference(draft.Location.Contact, preference) },
          UpdatedAt: clock.now(),
        };
        return reservations.saveDraft(next, userId).map(() => null);
      });
      return saveDraft
        .andThen(() =>
          quote.Details.Reserved
            ? quotes
                .update(
                  input.quoteId,
                  (current) => ({ ok: true, quote: quoteWithPreference(current, preference) }),
                  clock.now(),
                )
                .map(() => undefined)
            : okAsync(undefined),
        )
        .map(() => preference);
    });
  }
}
