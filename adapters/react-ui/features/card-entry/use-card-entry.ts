import { useRef, useState } from 'react';
import { fromLocalDate } from '../../../../domain/calendar/iso-date';
import {
  brandOfTyped,
  CARD_FIELDS,
  type CardField,
  type CardForm,
  cardNumberDigits,
  checkCard,
  spacedCardNumber,
} from '../../../../domain/payment/card-check';
import { type CardBrand, CardResult } from '../../../../domain/payment/enums';
import { parseFieldErrorLines } from '../../../../domain/validation/field-error-lines';
import { readCardNumber } from '../../../http/contract/card-number-reader';
import type { WireSavedCard } from '../../../http/contract/payments';
import { useApi } from '../../app/api-context';
import { type PageClock, usePageClock } from '../../app/page-clock';

export const EMPTY_CARD: CardForm = {
  CardNumber: '',
  NameOnCard: '',
  ExpirationMonth: '',
  ExpirationYear: '',
  SecurityCode: '',
  BillingZip: '',
};

/** What the card form shows and does (features/card-entry/card-form.tsx). */
export interface CardEntryModel {
  form: CardForm;
  brand: CardBrand;
  /** Each field's messages (shown once the form was sent, or the field was left). */
  errors: Readonly<Record<CardField, readonly string[]>>;
  busy: boolean;
  change(field: CardField, value: string): void;
  leave(field: CardField): void;
}

/**
 * POST payments/cards as the customer is told: the saved card, or the §3 card result and the server's
 * words without their field names (`result` is null when the refusal is no card answer: signed out, a
 * reused key, the processor unavailable).
 */
export type CardSaveAnswer =
  | { ok: true; card: WireSavedCard }
  | { ok: false; result: CardResult | null; lines: string };

export interface CardEntry extends Omit<CardEntryModel, 'busy'> {
  /** Marks the form sent (every field's message shows); true when the domain's card check passes. */
  send(): boolean;
  /**
   * POST payments/cards with one idempotency key per attempt: kept across a double click or a call that
   * got no answer, a new one after any answer, so that "try again" really asks again. The processor's
   * field lines show under their fields.
   */
  save(): Promise<CardSaveAnswer>;
  /** Empties the number and the security code, to type another card. */
  clearCard(): void;
}

/** Today in the customer's own calendar (the card's expiry month is theirs), by the page's clock. */
function localToday(clock: PageClock) {
  return fromLocalDate(new Date(clock.nowMs()));
}

const noErrors = (): Record<CardField, string[]> =>
  Object.fromEntries(CARD_FIELDS.map((f) => [f, []])) as unknown as Record<CardField, string[]>;

/** The §3 card result a refusal names as its reason, or null when it is no card answer. */
export function cardResultOf(reason: string | undefined): CardResult | null {
  switch (reason) {
    case CardResult.CardDeclined:
    case CardResult.TechnicalError:
    case CardResult.UnknownError:
    case CardResult.CardError:
      return reason;
    default:
      return null;
  }
}

/**
 * A card typed into the card form (issues 11 and 12), for the reservation's payment step and the payment
 * input page: the domain's card check for inline messages, the number spaced as its brand prints it, and
 * saving the card at the (SANDBOX) processor after a $0 verification.
 */
export function useCardEntry(): CardEntry {
  const clock = usePageClock();
  const api = useApi();
  const [form, setForm] = useState<CardForm>(EMPTY_CARD);
  const [left, setLeft] = useState<ReadonlySet<CardField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<CardField, string[]>>(noErrors);
  const attemptKey = useRef<string | null>(null);

  const checked = checkCard(form, localToday(clock), readCardNumber);
  const errors = noErrors();
  if (checked.isErr()) {
    for (const { field, message } of checked.error.errors) {
      const f = field as CardField;
      if (submitted || left.has(f)) errors[f].push(message);
    }
  }
  for (const f of CARD_FIELDS) if (errors[f].length === 0) errors[f].push(...serverErrors[f]);

  const change = (field: CardField, value: string) => {
    let next = value;
    if (field === 'CardNumber') {
      const digits = cardNumberDigits(value);
      if (digits !== null) next = spacedCardNumber(digits.slice(0, 19), readCardNumber(digits).gaps);
    }
    setForm((f) => ({ ...f, [field]: next }));
    setServerErrors((e) => ({ ...e, [field]: [] }));
  };

  const save = async (): Promise<CardSaveAnswer> => {
    attemptKey.current ??= crypto.randomUUID();
    let answer: Awaited<ReturnType<typeof api.saveCard>>;
    try {
      answer = await api.saveCard(form, attemptKey.current);
    } catch (error: unknown) {
      return { ok: false, result: null, lines: error instanceof Error ? error.message : '' };
    }
    if (answer.ok) {
      attemptKey.current = null;
      return { ok: true, card: answer.value };
    }
    const failure = answer.error;
    // No answer (the network, a cancelled call): the same attempt, so the same key next time.
    if (failure.kind !== 'Refused') return { ok: false, result: CardResult.UnknownError, lines: '' };
    attemptKey.current = null;
    const byField = parseFieldErrorLines(failure.errors);
    const result = cardResultOf(failure.reason);
    // A decline is about the card, not a field to fix: its words are said once, in the outcome below the
    // form, not again under the card number.
    const next = noErrors();
    if (result !== CardResult.CardDeclined) {
      for (const f of CARD_FIELDS) next[f] = [...(byField.get(f) ?? [])];
    }
    setServerErrors(next);
    return { ok: false, result, lines: [...byField.values()].flat().join(' ') };
  };

  return {
    form,
    brand: brandOfTyped(form.CardNumber, readCardNumber),
    errors,
    change,
    leave: (field) => setLeft((s) => new Set(s).add(field)),
    send: () => {
      setSubmitted(true);
      return checked.isOk();
    },
    save,
    clearCard: () => {
      setForm((f) => ({ ...f, CardNumber: '', SecurityCode: '' }));
      setSubmitted(false);
      setLeft(new Set());
    },
  };
}
