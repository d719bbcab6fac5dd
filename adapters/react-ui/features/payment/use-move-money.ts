import { useQueryClient } from '@tanstack/react-query';
import { activePaymentMethod } from '../../../../domain/payment/payment-methods';
import { useApi } from '../../app/api-context';
import { refusedNotFound, useOwnMovePage, useOwnMoveQuery } from '../../app/own-move-page';
import { movePaymentsQueryKey } from '../dashboard/use-dashboard';

/** The query key of GET moves/{id}, shared with the dashboard (use-dashboard.ts). */
export const bookedMoveQueryKey = (quoteId: number | null) => ['reservation-view', quoteId] as const;

/**
 * The booked move of a payment page (issue 12): the QuoteId from the path, the owner's move (GET moves/{id})
 * and its payments (GET moves/{id}/payments), read from the server on every visit. A visitor who is not
 * signed in goes to the login page and comes back here (as the dashboard does); a move that is not theirs
 * (404) or cannot be read is `missing` or `failed`.
 */
export function useMoveMoney() {
  const api = useApi();
  const queryClient = useQueryClient();
  const page = useOwnMovePage();
  const { quoteId, session, signedIn } = page;
  // Always the server's truth when the page opens (the dashboard may have cached an older answer).
  const booked = useOwnMoveQuery(page, bookedMoveQueryKey(quoteId), (id) => api.viewReservation(id));
  const paid = useOwnMoveQuery(page, movePaymentsQueryKey(quoteId), (id) => api.movePayments(id));
  const move = booked.data?.ok ? booked.data.value : null;
  const payments = paid.data?.ok ? paid.data.value : null;
  const missing = quoteId === null || refusedNotFound(booked.data) || refusedNotFound(paid.data);
  const methods = move?.quote.Details.Reservation?.PaymentMethods ?? [];
  return {
    quoteId,
    loading: !missing && (session.status === 'loading' || (signedIn && (booked.isPending || paid.isPending))),
    missing,
    failed:
      !missing &&
      ((booked.data !== undefined && !booked.data.ok) || (paid.data !== undefined && !paid.data.ok)),
    move,
    payments,
    /** §3 PaymentMethods of the reservation, and the active one (ActivePaymentMethod), if any. */
    methods,
    active: activePaymentMethod(methods),
    /** Reads the move and its payments again from the server; resolves with the fresh answers. */
    reload: async () => {
      const [m, p] = await Promise.all([booked.refetch(), paid.refetch()]);
      return {
        move: m.data?.ok ? m.data.value : null,
        payments: p.data?.ok ? p.data.value : null,
      };
    },
    /** After money moved: the dashboard and this page read the server again. */
    invalidate: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookedMoveQueryKey(quoteId) }),
        queryClient.invalidateQueries({ queryKey: movePaymentsQueryKey(quoteId) }),
      ]),
    retry: () => {
      void booked.refetch();
      void paid.refetch();
    },
  };
}

export type MoveMoney = ReturnType<typeof useMoveMoney>;
