import { zoneOfMilestone } from '../../../../domain/shipment/milestone-appointment';
import type { StaffShipment } from '../../../http/client/relomove-api';
import { STATUS_TEXT } from '../dashboard/milestones/milestone-text';
import { C, Fact, mdy, StaffTable, when } from './move-desk-parts';
import { MoveText, SOURCE_TEXT } from './staff-lookup-text';

/** The shipment (issue 13) as staff see it: state, milestones with their dates, and every event. */
export function ShipmentDeskView({ shipment }: { shipment: StaffShipment }) {
  const staff = shipment.Staff;
  const events = staff?.Events ?? shipment.Milestones.flatMap((m) => m.Events);
  const zones = staff?.TimeZones;
  return (
    <>
      <dl className="staff-lookup-facts">
        <Fact term={MoveText.shipmentState}>{shipment.ShipmentState}</Fact>
        <Fact term={MoveText.active}>{shipment.ActiveMilestone ?? MoveText.none}</Fact>
        <Fact term={MoveText.next}>{shipment.NextMilestone ?? MoveText.none}</Fact>
        {shipment.PendingReason ? <Fact term={MoveText.pending}>{shipment.PendingReason}</Fact> : null}
        {staff ? (
          <Fact term={MoveText.carrier}>
            {staff.Carrier || MoveText.none}
            {staff.Pronumber ? ` · ${MoveText.pronumber} ${staff.Pronumber}` : ''}
          </Fact>
        ) : null}
      </dl>
      <StaffTable caption={MoveText.milestonesCaption} columns={[C.milestone, C.state, C.dates]}>
        {shipment.Milestones.filter((m) => m.Status !== 'Disabled').map((m) => (
          <tr key={m.Milestone} data-state={m.Status}>
            <td data-label={C.milestone}>{m.Milestone}</td>
            <td data-label={C.state}>
              {STATUS_TEXT[m.Status]}
              {m.Exception ? ` · ${m.Exception.Status}: ${m.Exception.Reason}` : ''}
            </td>
            <td data-label={C.dates}>
              {m.DateType} {m.StatusDate.Early ? mdy(m.StatusDate.Early) : ''}
              {m.StatusDate.Late && m.StatusDate.Late !== m.StatusDate.Early
                ? ` - ${mdy(m.StatusDate.Late)}`
                : ''}
            </td>
          </tr>
        ))}
      </StaffTable>
      {events.length === 0 ? (
        <p>{MoveText.noEvents}</p>
      ) : (
        <StaffTable
          caption={MoveText.eventsCaption}
          columns={[C.when, C.milestone, C.status, C.reason, C.source]}
        >
          {events.map((e) => (
            <tr key={e.Id}>
              <td data-label={C.when}>
                {zones ? when(e.OccurredAt, zoneOfMilestone(zones, e.Milestone)) : e.OccurredAt}
              </td>
              <td data-label={C.milestone}>{e.Milestone}</td>
              <td data-label={C.status}>
                {e.Status}
                {e.Window ? ` ${mdy(e.Window.Early)} - ${mdy(e.Window.Late)}` : ''}
              </td>
              <td data-label={C.reason}>{e.Reason ?? MoveText.none}</td>
              <td data-label={C.source} className="staff-lookup-wrap">
                {SOURCE_TEXT[e.Source]}
                {'RecordedBy' in e && e.RecordedBy ? ` · ${e.RecordedBy}` : ''}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      {staff && staff.IgnoredEvents.length > 0 ? (
        <>
          <h4>{MoveText.ignored}</h4>
          <ul>
            {staff.IgnoredEvents.map((i) => (
              <li key={i.Id}>{i.Message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
