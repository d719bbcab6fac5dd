/** §1 insect inspection tool: its paths are not shown; ours (docs/decisions.md). */
export const INSECT_INSPECTION_PATH = '/insect-inspection';
/** §1 "a form-received page". */
export const INSECT_INSPECTION_RECEIVED_PATH = '/insect-inspection/received';

/** The tool for one move: the reference number in the query (no email: the tool asks for it). */
export function insectInspectionPath(quoteId: number): string {
  return `${INSECT_INSPECTION_PATH}?ref=${quoteId}`;
}
