import { useId, useState } from 'react';
import { InspectionText } from '../../../../domain/shipment/inspection-form';
import { InspectionChecklist, InspectionChecklistSummary } from './inspection-checklist';
import { InspectionPageText } from './inspection-text';

/** One state of the checklist, live: ticking works as on the form. */
function Specimen({
  title,
  selected = [],
  messages = [],
}: {
  title: string;
  selected?: readonly string[];
  messages?: readonly string[];
}) {
  const id = useId();
  const [items, setItems] = useState<readonly string[]>(selected);
  const [none, setNone] = useState(false);
  return (
    <div className="sg-specimen">
      <h3>{title}</h3>
      <InspectionChecklist
        id={id}
        selected={items}
        noOutdoorItems={none}
        messages={messages}
        onToggle={(item, checked) => setItems(checked ? [...items, item] : items.filter((i) => i !== item))}
        onNoOutdoorItems={setNone}
      />
    </div>
  );
}

/**
 * Issue 15 style guide entry "the checklist": the insect inspection tool's checklist of outdoor items in its
 * states (empty, partly ticked, with an error, submitted), as its own section of /style-guide.
 */
export function InspectionStyleGuide() {
  return (
    <section className="sg-section" aria-labelledby="sg-checklist">
      <h2 id="sg-checklist">The checklist (insect inspection)</h2>
      <p>The spongy moth self-inspection checklist of the insect inspection tool, in each of its states.</p>
      <Specimen title="Empty" />
      <Specimen title="Partly ticked" selected={['grills', 'bicycles', 'garden-tools']} />
      <Specimen title="With an error" messages={[InspectionText.itemsRequired]} />
      <div className="sg-specimen">
        <h3>Submitted</h3>
        <InspectionChecklistSummary items={['grills', 'bicycles', 'garden-tools']} noOutdoorItems={false} />
        <p>{InspectionPageText.receivedSigned('Casey Newcomer', '12/01/2026')}</p>
      </div>
    </section>
  );
}
