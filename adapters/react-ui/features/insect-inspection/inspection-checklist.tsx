import './insect-inspection.css';
import {
  checklistLabel,
  INSPECTION_CHECKLIST,
  InspectionText,
} from '../../../../domain/shipment/inspection-form';
import { FieldError } from '../pages/page-parts';
import { InspectionPageText } from './inspection-text';

export interface InspectionChecklistProps {
  /** Prefix of the inputs' ids (unique on the page). */
  id: string;
  /** The ids of the items ticked (the checklist's ids). */
  selected: readonly string[];
  noOutdoorItems: boolean;
  /** §5 messages about the items (ItemsChecked, NoOutdoorItems); [] when none. */
  messages: readonly string[];
  onToggle(id: string, checked: boolean): void;
  onNoOutdoorItems(checked: boolean): void;
}

/**
 * Issue 15 "the checklist of outdoor items inspected": the APHIS self-inspection checklist's outdoor
 * household articles as groups of checkboxes (each group a fieldset with its legend), then "I am not moving
 * any outdoor items". Its messages are announced with the group and mark it invalid. The style guide shows
 * it empty, partly ticked, with an error, and as submitted (InspectionChecklistSummary).
 */
export function InspectionChecklist(props: InspectionChecklistProps) {
  const errorId = `${props.id}-error`;
  const invalid = props.messages.length > 0;
  return (
    <fieldset
      className="inspection-checklist"
      data-state={invalid ? 'error' : undefined}
      aria-describedby={invalid ? errorId : undefined}
      aria-invalid={invalid || undefined}
    >
      <legend>{InspectionPageText.checklistLegend}</legend>
      <div className="inspection-groups">
        {INSPECTION_CHECKLIST.map((group, g) => (
          <fieldset key={group.title} className="inspection-group">
            <legend>{group.title}</legend>
            {group.items.map((item) => {
              const inputId = `${props.id}-${g}-${item.id}`;
              return (
                <label key={item.id} htmlFor={inputId} className="inspection-check">
                  <input
                    id={inputId}
                    type="checkbox"
                    name="ItemsChecked"
                    value={item.id}
                    checked={props.selected.includes(item.id)}
                    onChange={(e) => props.onToggle(item.id, e.target.checked)}
                  />
                  <span>{item.label}</span>
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
      <label htmlFor={`${props.id}-none`} className="inspection-check inspection-none">
        <input
          id={`${props.id}-none`}
          type="checkbox"
          name="NoOutdoorItems"
          checked={props.noOutdoorItems}
          onChange={(e) => props.onNoOutdoorItems(e.target.checked)}
        />
        <span>{InspectionText.noItems}</span>
      </label>
      <FieldError id={errorId} messages={props.messages} />
    </fieldset>
  );
}

/** The checklist as submitted: what was ticked, read only (the form-received page and the style guide). */
export function InspectionChecklistSummary({
  items,
  noOutdoorItems,
}: {
  items: readonly string[];
  noOutdoorItems: boolean;
}) {
  if (noOutdoorItems || items.length === 0) {
    return <p className="inspection-summary-none">{InspectionPageText.receivedNone}</p>;
  }
  return (
    <ul className="inspection-summary" aria-label={InspectionPageText.checklistLegend}>
      {items.map((id) => (
        <li key={id}>
          <span className="inspection-tick" aria-hidden="true">
            ✓
          </span>
          {checklistLabel(id)}
        </li>
      ))}
    </ul>
  );
}
