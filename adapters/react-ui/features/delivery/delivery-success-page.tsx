import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { formatMMDDYYYY, formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { zoneShortName } from '../../../../domain/calendar/time-zones';
import { formatUsd } from '../../../../domain/money/money';
import { slotText } from '../../../../domain/reservation/appointment-windows';
import type { DeliveryBooked } from '../../../http/client/relomove-api';
import { useApi } from '../../app/api-context';
import { quoteIdOf } from '../../app/own-move-page';
import { BackToDashboardLink } from './delivery-tool-page';
import './delivery.css';
import { Fact } from '../pages/page-parts';
import { DeliveryText } from './delivery-text';
import { bookedFrom, deliveryQueryKey } from './use-delivery-tool';

/**
 * §1 delivery tool's success page (issue 13), at '/dashboard/delivery/{QuoteId}/success': the day and the
 * window booked, and the fee. After the booking it shows the tool's answer; opened again, the server's (the
 * scheduled day and the window booked online for it).
 */
export function DeliverySuccessPage() {
  const api = useApi();
  const quoteId = quoteIdOf(useParams().quoteId);
  const booked = bookedFrom(useLocation().state);
  const now = useQuery({
    queryKey: deliveryQueryKey(quoteId),
    queryFn: () => api.deliveryAppointment(quoteId as number),
    enabled: quoteId !== null && booked === null,
  });
  const state = now.data?.ok ? now.data.value : null;
  return (
    <DeliverySuccessView
      booked={booked}
      scheduledDate={state?.Scheduled?.Early ?? null}
      scheduledWindow={
        state?.Scheduled?.Window ? slotText(state.Scheduled.Window, zoneShortName(state.TimeZone)) : null
      }
      loading={booked === null && now.isPending}
    />
  );
}

export function DeliverySuccessView({
  booked,
  scheduledDate,
  scheduledWindow,
  loading,
}: {
  booked: DeliveryBooked | null;
  scheduledDate: string | null;
  /** After a reload: the window booked online for the scheduled day, in words; null when there is none. */
  scheduledWindow: string | null;
  loading: boolean;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!loading) title.current?.focus();
  }, [loading]);
  const date = booked?.Appointment.Date ?? scheduledDate;
  return (
    <div className="container page delivery-page">
      <h1 ref={title} tabIndex={-1}>
        {DeliveryText.successTitle}
      </h1>
      {loading ? (
        <p role="status">{DeliveryText.loading}</p>
      ) : (
        <div className="card delivery-success" data-testid="delivery-success">
          <dl className="dashboard-facts">
            {date ? (
              <Fact term={DeliveryText.scheduledFor} testId="delivery-date">
                {formatWeekdayMonDay(date as IsoDate)} ({formatMMDDYYYY(date as IsoDate)})
              </Fact>
            ) : null}
            {booked || scheduledWindow ? (
              <Fact term={DeliveryText.windowTerm} testId="delivery-window">
                {booked
                  ? slotText(booked.Appointment, zoneShortName(booked.DeliveryAppointment.TimeZone))
                  : scheduledWindow}
              </Fact>
            ) : null}
            {booked ? (
              <Fact term={DeliveryText.feeTerm} testId="delivery-fee-result">
                {booked.Fee.Result === 'Charged' && booked.Fee.Amount !== null
                  ? DeliveryText.feeCharged(formatUsd(booked.Fee.Amount))
                  : booked.Fee.Result === 'NotCharged'
                    ? booked.Fee.Message
                    : DeliveryText.free}
              </Fact>
            ) : null}
          </dl>
          <p>{DeliveryText.successNote}</p>
        </div>
      )}
      <BackToDashboardLink primary />
    </div>
  );
}
