import { InspectionDeskView } from './inspection-desk-view';
import { LedgerView } from './ledger-desk-view';
import { MoveDeskActionsView } from './move-desk-actions-view';
import { PartOf } from './move-desk-parts';
import { ReservationView } from './reservation-desk-view';
import { ShipmentDeskView } from './shipment-desk-view';
import { InspectionDeskText, MoveText } from './staff-lookup-text';
import type { StaffMoveModel } from './use-staff-move';

/**
 * A booked move for staff (issue 15): the reservation, the payments ledger, the shipment and its events, and
 * the staff actions the server has (a shipment event, the sandbox feed, the Transit charge, cancelling the
 * reservation, an agent coupon).
 */
export function MoveDeskView({ model, headingId }: { model: StaffMoveModel; headingId: string }) {
  return (
    <>
      <h2 id={headingId}>{MoveText.heading(model.quoteId)}</h2>
      <section className="staff-lookup-part" aria-labelledby={`${headingId}-reservation`}>
        <h3 id={`${headingId}-reservation`}>{MoveText.reservation}</h3>
        <PartOf part={model.reservation}>{(move) => <ReservationView move={move} />}</PartOf>
      </section>
      <section className="staff-lookup-part" aria-labelledby={`${headingId}-ledger`}>
        <h3 id={`${headingId}-ledger`}>{MoveText.ledger}</h3>
        <PartOf part={model.payments}>{(payments) => <LedgerView payments={payments} />}</PartOf>
      </section>
      <section className="staff-lookup-part" aria-labelledby={`${headingId}-shipment`}>
        <h3 id={`${headingId}-shipment`}>{MoveText.shipment}</h3>
        <PartOf part={model.shipment}>{(shipment) => <ShipmentDeskView shipment={shipment} />}</PartOf>
      </section>
      <section className="staff-lookup-part" aria-labelledby={`${headingId}-inspection`}>
        <h3 id={`${headingId}-inspection`}>{InspectionDeskText.heading}</h3>
        <PartOf part={model.inspection}>
          {(inspection) => <InspectionDeskView inspection={inspection} />}
        </PartOf>
      </section>
      <MoveDeskActionsView model={model} headingId={headingId} />
    </>
  );
}
