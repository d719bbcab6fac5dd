import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QuoteErrorType } from '../../../../domain/quote/enums';
import type { Quote } from '../../../../domain/quote/types';
import { RESERVE_ERROR_MESSAGES } from '../../../../domain/reservation/reserve';
import type { ApiResult, BookedMove } from '../../../http/client/relomove-api';
import { useApi } from '../../app/api-context';
import { CancelText } from './cancel-text';
import { useDashboardErrorLog } from './dashboard-error-log';

/** Why the last cancel did not happen: the message, and whether to give the phone number with it. */
export interface CancelProblem {
  message: string;
  callUs: boolean;
}

export interface CancelReservationModel {
  dialogOpen: boolean;
  openDialog(): void;
  closeDialog(): void;
  cancelling: boolean;
  problem: CancelProblem | null;
  confirm(): void;
  /**
   * Issue 27: the move this page has just cancelled, until its confirmation has been brought into view and
   * focused (justShown); null otherwise, so a cancelled move loaded later takes no focus.
   */
  justCancelled: number | null;
  justShown(): void;
}

/** The message of a §5 'field - message' line. */
const messageOf = (line: string | undefined) => (line ?? '').replace(/^[^-]*- /, '');

/**
 * The dashboard's "Cancel reservation" (issue 13, with the fee shown first; issue 12 "Cancellation"): the
 * dialog's state and POST moves/{id}/cancel with a fresh idempotency key for each confirmation (a double
 * click cannot send twice: the button is disabled while it runs; a retry after a lost answer finds the move
 * cancelled and is answered with that cancellation). Opening the dialog reloads the fee; afterwards the move
 * and its payments are reloaded.
 * §8 WrongRevisionError reloads them and says so (the dialog stays open with the fee as it is now);
 * NotCancellableOnline gives the server's message and the phone number.
 */
export function useCancelReservation(
  quote: Quote | null,
  keys: { reservation: readonly unknown[]; payments: readonly unknown[] },
): CancelReservationModel {
  const api = useApi();
  const logError = useDashboardErrorLog();
  const queryClient = useQueryClient();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [problem, setProblem] = useState<CancelProblem | null>(null);
  const [justCancelled, setJustCancelled] = useState<number | null>(null);

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.reservation }),
      queryClient.invalidateQueries({ queryKey: keys.payments }),
    ]);

  const confirm = async () => {
    if (quote === null || cancelling) return;
    setCancelling(true);
    setProblem(null);
    const answer = await api.cancelMove(quote.QuoteId, quote.Revision, crypto.randomUUID());
    if (answer.ok) {
      queryClient.setQueryData(keys.payments, { ok: true, value: answer.value.payments });
      queryClient.setQueryData<ApiResult<BookedMove>>(keys.reservation, (old) =>
        old?.ok ? { ok: true, value: { ...old.value, quote: answer.value.quote } } : old,
      );
      setCancelling(false);
      setDialogOpen(false);
      setJustCancelled(quote.QuoteId);
      void reload();
      // The quote banner (features/quote-banner, key ['quote', token]) shows the cancelled quote too.
      void queryClient.invalidateQueries({ queryKey: ['quote'] });
      return;
    }
    const error = answer.error;
    logError(quote.QuoteId, 'cancel', error);
    const reason = error.kind === 'Refused' ? (error.reason ?? '') : '';
    if (reason.startsWith(QuoteErrorType.WrongRevisionError)) {
      await reload();
      setProblem({ message: RESERVE_ERROR_MESSAGES.WrongRevisionError, callUs: false });
    } else if (reason === 'NotCancellableOnline' && error.kind === 'Refused') {
      void reload();
      setProblem({ message: messageOf(error.errors[0]), callUs: true });
    } else {
      setProblem({ message: CancelText.failed, callUs: false });
    }
    setCancelling(false);
  };

  return {
    dialogOpen,
    openDialog: () => {
      setProblem(null);
      setDialogOpen(true);
      // The fee as of now (a page left open past midnight would show yesterday's): the preview is reloaded.
      void queryClient.invalidateQueries({ queryKey: keys.payments });
    },
    closeDialog: () => {
      if (!cancelling) setDialogOpen(false);
    },
    cancelling,
    problem,
    confirm: () => void confirm(),
    justCancelled,
    justShown: () => setJustCancelled(null),
  };
}
