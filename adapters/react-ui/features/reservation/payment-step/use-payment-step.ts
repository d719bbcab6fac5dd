import { useRef, useState } from 'react';
import { isoDate } from '../../../../../domain/calendar/iso-date';
import {
  brandOfTyped,
  CARD_FIELDS,
  type CardField,
  type CardForm,
  cardNumberDigits,
  checkCard,
  spacedCardNumber,
} from '../../../../../domain/payment/card-check';
import { CARD_RESULT_TEXT } from '../../../../../domain/payment/card-results';
import { type CardBrand, CardResult } from '../../../../../domain/payment/enums';
import type { PaymentAnswers } from '../../../../../domain/reservation/draft';
import { parseFieldErrorLines } from '../../../../../domain/validation/field-error-lines';
import { readCardNumber } from '../../../../http/contract/card-number-reader';
import { useApi } from '../../../app/api-context';

export const EMPTY_CARD: CardForm = {
  CardNumber: '',
  NameOnCard: '',
  ExpirationMonth: '',
  ExpirationYear: '',
  SecurityCode: '',
  BillingZip: '',
};

/** What the customer is told after an attempt: the §3 card result's message and way forward. */
export interface Outcome {
  result: CardResult;
  message: string;
  wayForward: string;
}

export interface PaymentStepModel {
  form: CardForm;
  brand: CardBrand;
  /** Each field's messages (shown once the form was sent, or the field was left). */
  errors: Readonly<Record<CardField, readonly string[]>>;
  outcome: Outcome | null;
  busy: boolean;
  saved: PaymentAnswers | null;
  change(field: CardField, value: string): void;
  leave(field: CardField): void;
  submit(event?: { preventDefault(): void }): void;
}

/** Today in the customer's own calendar (the card's expiry month is theirs). */
function localToday() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return isoDate(`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
}

const noErrors = (): Record<CardField, string[]> =>
  Object.fromEntries(CARD_FIELDS.map((f) => [f, []])) as unknown as Record<CardField, string[]>;

/**
 * The payment step's state (issue 11): the domain's card check for inline messages, then POST payments/cards
 * with one idempotency key per attempt (kept across a double click; a new attempt after any answer gets a new
 * key, so that "try again" really asks again). On CardApproved it hands PaymentAnswers to `onSaved`.
 */
export function usePaymentStep(options: {
  initial: PaymentAnswers | null;
  onSaved(answers: PaymentAnswers): Promise<void>;
}): PaymentStepModel {
  const api = useApi();
  const [form, setForm] = useState<CardForm>(EMPTY_CARD);
  const [left, setLeft] = useState<ReadonlySet<CardField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<CardField, string[]>>(noErrors);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<PaymentAnswers | null>(options.initial);
  const attemptKey = useRef<string | null>(null);

  const checked = checkCard(form, localToday(), readCardNumber);
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

  const submit = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    setSubmitted(true);
    if (busy || checked.isErr()) return;
    attemptKey.current ??= crypto.randomUUID();
    const key = attemptKey.current;
    setBusy(true);
    setOutcome(null);
    void api
      .saveCard(form, key)
      .then(async (answer) => {
        attemptKey.current = null;
        if (answer.ok) {
          const card = answer.value;
          const answers: PaymentAnswers = { Method: 'CreditCard', ...card };
          setSaved(answers);
          setOutcome({ result: CardResult.CardApproved, ...CARD_RESULT_TEXT.CardApproved });
          await options.onSaved(answers);
          return;
        }
        const failure = answer.error;
        if (failure.kind !== 'Refused') {
          setOutcome({ result: CardResult.UnknownError, ...CARD_RESULT_TEXT.UnknownError });
          return;
        }
        const byField = parseFieldErrorLines(failure.errors);
        const lines = [...byField.values()].flat().join(' ');
        const result = cardResultOf(failure.reason);
        // A decline is about the card, not a field to fix: its words are said once, in the outcome below
        // the form, not again under the card number.
        const next = noErrors();
        if (result !== CardResult.CardDeclined) {
          for (const f of CARD_FIELDS) next[f] = [...(byField.get(f) ?? [])];
        }
        setServerErrors(next);
        if (result === null) {
          // Not a card answer (signed out, a reused key, the processor unavailable): the server's own words.
          setOutcome({
            result: CardResult.UnknownError,
            message: lines || CARD_RESULT_TEXT.UnknownError.message,
            wayForward: CARD_RESULT_TEXT.UnknownError.wayForward,
          });
          return;
        }
        const text = CARD_RESULT_TEXT[result];
        setOutcome({
          result,
          message: result === CardResult.CardDeclined && lines !== '' ? lines : text.message,
          wayForward: text.wayForward,
        });
      })
      .catch((error: unknown) => {
        setOutcome({
          result: CardResult.UnknownError,
          message: error instanceof Error ? error.message : CARD_RESULT_TEXT.UnknownError.message,
          wayForward: CARD_RESULT_TEXT.UnknownError.wayForward,
        });
      })
      .finally(() => setBusy(false));
  };

  return {
    form,
    brand: brandOfTyped(form.CardNumber, readCardNumber),
    errors,
    outcome,
    busy,
    saved,
    change,
    leave: (field) => setLeft((s) => new Set(s).add(field)),
    submit,
  };
}

/** The §3 card result a refusal names as its reason, or null when it is no card answer. */
function cardResultOf(reason: string | undefined): CardResult | null {
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
