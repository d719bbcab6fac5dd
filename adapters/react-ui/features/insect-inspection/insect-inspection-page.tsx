import { InspectionFormState } from '../../../../domain/shipment/enums';
import { EmailCaptureModal } from './email-capture-modal';
import { InspectionPageText } from './inspection-text';
import {
  InspectionFormView,
  InspectionLookupView,
  InspectionNotRequiredView,
  InspectionReceivedView,
  InspectionShell,
} from './inspection-views';
import { type InsectInspectionModel, useInsectInspection } from './use-insect-inspection';

/** §1 insect inspection tool (issue 15): /insect-inspection, or /insect-inspection?ref={reference number}. */
export function InsectInspectionPage() {
  return <InsectInspectionView model={useInsectInspection()} />;
}

export function InsectInspectionView({ model }: { model: InsectInspectionModel }) {
  const { stage } = model;
  if (stage.kind === 'starting') {
    return (
      <InspectionShell title={InspectionPageText.title}>
        <p role="status">{InspectionPageText.opening}</p>
      </InspectionShell>
    );
  }
  if (stage.kind === 'lookup') {
    return (
      <InspectionShell title={InspectionPageText.title}>
        <InspectionLookupView model={model} />
        {model.captureOpen ? (
          <EmailCaptureModal
            reference={model.reference}
            busy={model.busy}
            onSubmit={model.captureEmail}
            onDecline={model.declineCapture}
          />
        ) : null}
      </InspectionShell>
    );
  }
  const { move } = stage;
  switch (move.InspectionFormState) {
    case InspectionFormState.Received:
      return (
        <InspectionShell title={InspectionPageText.receivedTitle}>
          <InspectionReceivedView move={move} />
        </InspectionShell>
      );
    case InspectionFormState.NotRequired:
      return (
        <InspectionShell title={InspectionPageText.title}>
          <InspectionNotRequiredView move={move} onAnother={model.lookUpAnother} />
        </InspectionShell>
      );
    case InspectionFormState.Required:
      return (
        <InspectionShell title={InspectionPageText.title}>
          <InspectionFormView move={move} model={model} />
        </InspectionShell>
      );
  }
}
