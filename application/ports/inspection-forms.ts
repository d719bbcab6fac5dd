import type { ResultAsync } from 'neverthrow';
import type { InspectionForm } from '../../domain/shipment/inspection-form';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/** What storing a form did: stored it, or found the move's form already there (kept as it was). */
export type InspectionFormOutcome =
  | { readonly kind: 'Stored'; readonly form: InspectionForm }
  | { readonly kind: 'AlreadyReceived'; readonly form: InspectionForm };

/**
 * Issue 15: the signed spongy moth inspection forms, one per move (§4 Inspection form state Received once it
 * is stored). The first form stands: a second one is refused, never merged, as a signed paper would be.
 */
export interface InspectionForms {
  find(quoteId: number): ResultAsync<InspectionForm | null, RepositoryError>;
  /** Stores the move's form unless one is there already, as one atomic step across instances. */
  submit(form: InspectionForm): ResultAsync<InspectionFormOutcome, RepositoryError>;
}
export const InspectionForms: Token<InspectionForms> = Symbol('InspectionForms');
