import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { checklistLabel } from '../../../../domain/shipment/inspection-form';
import type { MoveInspection } from '../../../http/client/relomove-api';
import { Fact } from './move-desk-parts';
import { InspectionDeskText } from './staff-lookup-text';

/** Issue 15: the move's insect inspection form as staff read it: its §4 state, and the signed checklist. */
export function InspectionDeskView({ inspection }: { inspection: MoveInspection }) {
  const form = inspection.Form;
  // A county of a partly quarantined state is named; a state wholly in the area needs no more words.
  const county = inspection.Area.CountyName;
  const where = county ? [county, inspection.Area.StateName].filter(Boolean).join(', ') : '';
  return (
    <dl className="staff-lookup-facts">
      <Fact term={InspectionDeskText.state}>{inspection.InspectionFormState}</Fact>
      <Fact term={InspectionDeskText.origin}>
        {inspection.Origin.City}, {inspection.Origin.State}
        {where ? ` (${where})` : ''}
      </Fact>
      {inspection.Deadline && !form ? (
        <Fact term={InspectionDeskText.deadline}>{formatMMDDYYYY(inspection.Deadline as IsoDate)}</Fact>
      ) : null}
      {form ? (
        <>
          <Fact term={InspectionDeskText.signed}>
            {InspectionDeskText.signedBy(form.SignerName, formatMMDDYYYY(form.DateSigned as IsoDate))}
          </Fact>
          <Fact term={InspectionDeskText.items}>
            {form.NoOutdoorItems ? (
              InspectionDeskText.noOutdoorItems
            ) : (
              <ul className="staff-lookup-list">
                {form.ItemsChecked.map((id) => (
                  <li key={id}>{checklistLabel(id)}</li>
                ))}
              </ul>
            )}
          </Fact>
        </>
      ) : null}
    </dl>
  );
}
