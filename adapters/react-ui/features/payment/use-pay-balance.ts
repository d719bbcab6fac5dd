import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CARD_RESULT_TEXT, isRetryable } from '../../../../domain/payment/card-results';
import { CardResult, PaymentMethod } from '../../../../domain/payment/enums';
import { MY_MOVE_SUFFIX, QuoteErrorType } from '../../../../domain/quote/enums';
import { paymentSuccessPath } from '../../../../domain/quote/routes';
import { parseFieldErrorLines } from '../../../../domain/validation/field-error-lines';
import type { ApiFailure, ApiResult } from '../../../http/client/relomove-api';
import { useApi } from '../../app/api-context';
import { type CardEntryModel, type CardSaveAnswer, useCardEntry } from '../card-entry/use-card-entry';
import { PayText } from './payment-page-text';
import type { MoveMoney } from './use-move-money';

/** What the page is doing now. */
export type PayPhase = 'idle' | 'saving' | 'adding' | 'paying';

/** What the customer is told after an attempt that did not pay: what happened and the way forward. */
export interface PayProblem {
  title: string;
  message: string;
  wayForward: string;
  /** The §3 card result, when the processor gave one. */
  result: CardResult | null;
}

export interface PayBalanceModel {
  card: CardEntryModel;
  phase: PayPhase;
  /** Which way the payment under way goes: with a new card, or the method on file (null when idle). */
  via: 'newCard' | 'onFile' | null;
  busy: boolean;
  problem: PayProblem | null;
  /** Saves the typed card, makes it the move's method (POST moves/{id}/payment-info), then pays. */
  payWithNewCard(event?: { preventDefault(): void }): void;
  /** Pays the balance with the method on file (POST payments/pay). */
  payWithMethodOnFile(): void;
  /** Increases each time the form was sent with a field to fix (the page focuses the first one). */
  invalidSends: number;
}

/** A refusal's words for the customer: its §5 lines without their field names ('payment - …'). */
function wordsOf(error: ApiFailure): string {
  if (error.kind !== 'Refused') return '';
  return [...parseFieldErrorLines(error.errors).values()].flat().join(' ');
}

/** The title and the way forward of each kind of payment problem. */
const PROBLEM_WORDS = {
  technical: { title: PayText.technicalTitle, wayForward: PayText.technicalWay },
  declined: { title: PayText.declinedTitle, wayForward: PayText.declinedWay },
  cardRefused: { title: PayText.cardRefusedTitle, wayForward: PayText.cardRefusedWay },
  other: { title: PayText.problemTitle, wayForward: PayText.problemWay },
} as const;

const problemOf = (
  kind: keyof typeof PROBLEM_WORDS,
  message: string,
  result: CardResult | null,
): PayProblem => ({
  title: PROBLEM_WORDS[kind].title,
  message,
  wayForward: PROBLEM_WORDS[kind].wayForward,
  result,
});

/** The problem of a card that POST payments/cards did not save. */
function cardProblem(answer: Extract<CardSaveAnswer, { ok: false }>): PayProblem {
  const result = answer.result ?? CardResult.UnknownError;
  const message = answer.lines || CARD_RESULT_TEXT[result].message;
  return problemOf(isRetryable(result) ? 'technical' : 'cardRefused', message, result);
}

/** The problem of a payment (POST payments/pay) that was refused or got no answer. */
function payProblem(error: ApiFailure): PayProblem {
  const words = wordsOf(error);
  if (error.kind !== 'Refused') {
    return problemOf('technical', CARD_RESULT_TEXT.UnknownError.message, CardResult.UnknownError);
  }
  switch (error.reason) {
    case CardResult.CardDeclined:
    case CardResult.CardError:
      return problemOf('declined', words || CARD_RESULT_TEXT[error.reason].message, error.reason);
    case CardResult.TechnicalError:
    case CardResult.UnknownError:
      return problemOf('technical', words || CARD_RESULT_TEXT[error.reason].message, error.reason);
    default:
      return problemOf('other', words, null);
  }
}

const isWrongRevision = (answer: ApiResult<unknown>) =>
  !answer.ok &&
  answer.error.kind === 'Refused' &&
  answer.error.reason === `${QuoteErrorType.WrongRevisionError}${MY_MOVE_SUFFIX}`;

/**
 * The payment input page's actions (issue 12, §1): pay what is due (the server computes it) with a new
 * card, or with the method on file when it was not declined.
 * - A new card: POST payments/cards (the shared card form, one key per attempt), then §7 POST
 *   moves/{id}/payment-info at the move's Revision (a WrongRevisionError reads the move again and tries once
 *   more), then §7 POST payments/pay.
 * - POST payments/pay has one Idempotency-Key per attempt: kept when no answer came (so a retry can never
 *   pay twice), a new one after any answer. Approved, or NothingDue, goes to the success page; a decline
 *   empties the card number and code for another card; a TechnicalError or UnknownError may be tried again
 *   with the same card (now the method on file).
 * After every attempt the move and its payments are read again, so the page shows the server's truth.
 */
export function usePayBalance(money: MoveMoney): PayBalanceModel {
  const api = useApi();
  const navigate = useNavigate();
  const card = useCardEntry();
  const [phase, setPhase] = useState<PayPhase>('idle');
  const [via, setVia] = useState<'newCard' | 'onFile' | null>(null);
  const [problem, setProblem] = useState<PayProblem | null>(null);
  const [invalidSends, setInvalidSends] = useState(0);
  const payKey = useRef<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const busy = phase !== 'idle';
  const quoteId = money.quoteId;

  const fail = (next: PayProblem) => {
    if (!mounted.current) return;
    setProblem(next);
    setPhase('idle');
  };

  const pay = async (): Promise<void> => {
    if (quoteId === null) return;
    setPhase('paying');
    payKey.current ??= crypto.randomUUID();
    const answer = await api.payBalance(quoteId, payKey.current);
    if (answer.ok || answer.error.kind === 'Refused') payKey.current = null;
    const nothingDue = !answer.ok && answer.error.kind === 'Refused' && answer.error.reason === 'NothingDue';
    await money.invalidate();
    if (answer.ok || nothingDue) {
      if (mounted.current) navigate(paymentSuccessPath(quoteId));
      return;
    }
    const next = payProblem(answer.error);
    if (next.result === CardResult.CardDeclined || next.result === CardResult.CardError) card.clearCard();
    fail(next);
  };

  /** Makes the saved card the move's method; a changed move is read again and tried once more. */
  const addCard = async (paymentProfileId: string): Promise<boolean> => {
    if (quoteId === null || !money.move) return false;
    setPhase('adding');
    let answer = await api.addPaymentInfo(quoteId, money.move.quote.Revision, paymentProfileId);
    if (isWrongRevision(answer)) {
      const fresh = await money.reload();
      if (fresh.move) answer = await api.addPaymentInfo(quoteId, fresh.move.quote.Revision, paymentProfileId);
    }
    if (answer.ok) return true;
    await money.invalidate();
    fail(
      isWrongRevision(answer)
        ? { title: PayText.changedTitle, message: '', wayForward: PayText.changedWay, result: null }
        : {
            title: PayText.problemTitle,
            message: wordsOf(answer.error),
            wayForward: PayText.problemWay,
            result: null,
          },
    );
    return false;
  };

  const run = (way: 'newCard' | 'onFile', work: () => Promise<void>) => {
    setProblem(null);
    setVia(way);
    work().catch((error: unknown) =>
      fail({
        title: PayText.problemTitle,
        message: error instanceof Error ? error.message : '',
        wayForward: PayText.problemWay,
        result: null,
      }),
    );
  };

  return {
    card: { ...card, busy },
    phase,
    via: busy ? via : null,
    busy,
    problem,
    invalidSends,
    payWithNewCard: (event) => {
      event?.preventDefault();
      if (busy) return;
      if (!card.send()) {
        setInvalidSends((n) => n + 1);
        return;
      }
      run('newCard', async () => {
        setPhase('saving');
        const saved = await card.save();
        if (!saved.ok) {
          fail(cardProblem(saved));
          return;
        }
        if (await addCard(saved.card.PaymentProfileId)) await pay();
      });
    },
    payWithMethodOnFile: () => {
      if (busy || !money.active || money.active.Method === PaymentMethod.NoPayment) return;
      run('onFile', pay);
    },
  };
}
