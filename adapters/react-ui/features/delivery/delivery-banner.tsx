import { Link } from 'react-router';
import { formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import { deliveryToolPath } from '../../../../domain/quote/routes';
import { DeliveryAppointmentKind } from '../../../../domain/shipment';
import type { DeliveryAppointmentState } from '../../../http/client/relomove-api';
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
    <section
      className="notice notice-info delivery-banner"
      data-testid="delivery-banner"
      aria-label={DeliveryText.bannerTitle}
    >
      <div>
        <h2>{DeliveryText.bannerTitle}</h2>
        {first ? <p>{DeliveryText.bannerBody(formatWeekdayMonDay(first))}</p> : null}
      </div>
      <Link className="button button-primary" to={deliveryToolPath(quoteId)}>
        {DeliveryText.bannerButton}
      </Link>
    </section>
  );
}
