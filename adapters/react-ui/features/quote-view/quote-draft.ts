import type { LiabilitySelected } from '../../../../domain/pricing/liability';

/** What the customer has chosen on the quote view and not yet saved. */
export interface QuoteDraft {
  /** The selected pricing option's value. */
  optionValue: string;
  /** The trailer length in linear feet (§9). */
  linearFeet: number;
  liability: LiabilitySelected;
  /** The move date as the date input holds it ('YYYY-MM-DD', '' when cleared). */
  moveDate: string;
}
