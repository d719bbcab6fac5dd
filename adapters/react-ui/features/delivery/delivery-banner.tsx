import { formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import { deliveryToolPath } from '../../../../domain/quote/routes';
import { DeliveryAppointmentKind } from '../../../../domain/shipment';
import type { DeliveryAppointmentState } from '../../../http/client/relomove-api';
import { InvitationCard } from '../pages/page-parts';
import './delivery.css';
import { DeliveryText } from './delivery-text';

/**
 * §1 delivery banner (issue 13): on /dashboard while the delivery can be booked online (§4
 * WebAppointment), with the first day offered and the way to the delivery tool. Nothing otherwise.
 */
export function DeliveryBanner({
  quoteId,
  state,
}: {
  quoteId: number;
  state: DeliveryAppointmentState | null;
}) {
  if (state?.Kind !== DeliveryAppointmentKind.WebAppointment) return null;
  const first = state.Dates[0];
  return (
    <InvitationCard
      className="notice notice-info delivery-banner"
      testId="delivery-banner"
      title={DeliveryText.bannerTitle}
      body={first ? DeliveryText.bannerBody(formatWeekdayMonDay(first)) : null}
      to={deliveryToolPath(quoteId)}
      button={DeliveryText.bannerButton}
      primary
    />
  );
}
