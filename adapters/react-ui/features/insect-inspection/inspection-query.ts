/** Issue 15: the TanStack Query key of a move's inspection form (GET moves/{id}/inspection), shared by the
 * dashboard, which reads it, and the tool, which refreshes it once the form is Received. */
export const moveInspectionQueryKey = (quoteId: number | null) => ['move-inspection', quoteId] as const;
