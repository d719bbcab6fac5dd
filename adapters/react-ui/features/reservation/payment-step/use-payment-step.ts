import { useState } from 'react';
import { CARD_RESULT_TEXT } from '../../../../../domain/payment/card-results';
import { CardResult } from '../../../../../domain/payment/enums';
import type { PaymentAnswers } from '../../../../../domain/reservation/draft';
import { type CardEntryModel, useCardEntry } from '../../card-entry/use-card-entry';

export { EMPTY_CARD } from '../../card-entry/use-card-entry';

/** What the customer is told after an attempt: the §3 card result's message and way forward. */
export interface Outcome {
  result: CardResult;
  message: string;
  wayForward: string;
}

export interface PaymentStepModel extends CardEntryModel {
  outcome: Outcome | null;
  saved: PaymentAnswers | null;
  submit(event?: { preventDefault(): void }): void;
}

/**
 * The payment step's state (issue 11): the card form (features/card-entry: the domain's card check, then
 * POST payments/cards with one idempotency key per attempt). On CardApproved it hands PaymentAnswers to
 * `onSaved`.
 */
export function usePaymentStep(options: {
  initial: PaymentAnswers | null;
  onSaved(answers: PaymentAnswers): Promise<void>;
}): PaymentStepModel {
  const card = useCardEntry();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<PaymentAnswers | null>(options.initial);

  const submit = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (!card.send() || busy) return;
    setBusy(true);
    setOutcome(null);
    void card
      .save()
      .then(async (answer) => {
        if (answer.ok) {
          const answers: PaymentAnswers = { Method: 'CreditCard', ...answer.card };
          setSaved(answers);
          setOutcome({ result: CardResult.CardApproved, ...CARD_RESULT_TEXT.CardApproved });
          await options.onSaved(answers);
          return;
        }
        if (answer.result === null) {
          // Not a card answer (signed out, a reused key, the processor unavailable): the server's own words.
          setOutcome({
            result: CardResult.UnknownError,
            message: answer.lines || CARD_RESULT_TEXT.UnknownError.message,
            wayForward: CARD_RESULT_TEXT.UnknownError.wayForward,
          });
          return;
        }
        const text = CARD_RESULT_TEXT[answer.result];
        setOutcome({
          result: answer.result,
          message:
            answer.result === CardResult.CardDeclined && answer.lines !== '' ? answer.lines : text.message,
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
    form: card.form,
    brand: card.brand,
    errors: card.errors,
    change: card.change,
    leave: card.leave,
    outcome,
    busy,
    saved,
    submit,
  };
}
