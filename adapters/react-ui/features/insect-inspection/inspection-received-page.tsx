import { Link, useLocation } from 'react-router';
import { INSECT_INSPECTION_PATH } from '../../../../domain/shipment/inspection-form';
import type { MoveInspection } from '../../../http/client/relomove-api';
import { InspectionPageText } from './inspection-text';
import { InspectionReceivedView, InspectionShell } from './inspection-views';

const moveOf = (state: unknown): MoveInspection | null =>
  typeof state === 'object' && state !== null && 'move' in state
    ? ((state as { move: MoveInspection }).move ?? null)
    : null;

/**
 * §1 "a form-received page" (issue 15): /insect-inspection/received, after the form is sent. It shows the
 * stored form the answer carried (kept in the browser's history, so a reload shows it too); opened
 * without it, it says how to see the form again.
 */
export function InspectionReceivedPage() {
  const move = moveOf(useLocation().state);
  return (
    <InspectionShell title={InspectionPageText.receivedTitle}>
      {move ? (
        <InspectionReceivedView move={move} />
      ) : (
        <>
          <p>{InspectionPageText.receivedMissing}</p>
          <p>
            <Link className="button button-primary" to={INSECT_INSPECTION_PATH}>
              {InspectionPageText.openTool}
            </Link>
          </p>
        </>
      )}
    </InspectionShell>
  );
}
