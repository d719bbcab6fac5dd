import type { Cents } from '../../../../domain/money/money';
/**
 * What the reservation shell (reservation-page.tsx) gives each §2 step screen (issue 11). A step renders
 * its form from `answers`, reports every change with `onChange` (so the shell's live price breakdown
 * follows it and the answers are kept locally), and hands its finished answers to `onComplete`, which
 * saves the server-side draft, sends log-progress and opens the next step.
 */

import type { Quote } from '../../../../domain/quote/types';
import type { ReservationDraft } from '../../../../domain/reservation/draft';

export interface StepProps<Answers> {
  /** The quote being reserved, as GET quotes/view answers it. */
  quote: Quote;
  /** The whole draft, for steps that need an earlier step's answers (the schedule reads the stations). */
  draft: ReservationDraft;
  /** This step's answers so far: the draft's, or the step's defaults when the step is new. */
  answers: Answers;
  onChange(answers: Answers): void;
  /**
   * Resolves once saved and the next step is open; rejects with a message to show (step 1: an
   * AddressPriceChange when its addresses change the price, then called again with the total accepted).
   */
  onComplete(answers: Answers, acceptedTotal?: Cents): Promise<void>;
  /** True while the shell saves. */
  busy: boolean;
}
