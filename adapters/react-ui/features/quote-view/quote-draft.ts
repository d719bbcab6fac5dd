import type { ExpediteChoiceState } from '../../../../domain/pricing/expedite';
import type { LiabilitySelected } from '../../../../domain/pricing/liability';

/** What the customer has chosen on the quote view and not yet saved. */
export interface QuoteDraft {
  /** The selected pricing option's value (a parent; a guaranteed child is in `expedite`). */
  optionValue: string;
  /** The trailer length in linear feet (§9). */
  linearFeet: number;
  /** The number of ReloCubes (§3 EquipQuantity, sent as NumCubes). */
  cubes: number;
  liability: LiabilitySelected;
  /** The move date as the date input holds it ('YYYY-MM-DD', '' when cleared). */
  moveDate: string;
  /**
   * §4 the estimated/guaranteed delivery choice (domain nextExpediteChoice): guaranteedOption is the
   * chosen expedited child's value, or null for the free estimated window.
   */
  expedite: ExpediteChoiceState;
  /** §3 AddTrailerStorage / AddReloCubeStorage for the selected equipment: destination storage wanted. */
  storage: boolean;
  /**
   * §4 The customer's (user-entered) coupon code wanted on the quote, upper case; '' for none. One at a
   * time; agent coupons are the quote's own and are not in the draft.
   */
  couponCode: string;
}
