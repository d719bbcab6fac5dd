/**
 * Issue 12 "Cancellation": what cancelling a reservation costs, by how many days before the drop-off (spot)
 * date it is cancelled (U-Pack's published policy: free more than 7 days before the move, $50 within 7 days,
 * $150 on the move day; design/payments.md). The amounts and the threshold are rate-card data
 * (`RateCard.cancellation`, data/rate-cards/*.json), so the business can change them.
 */
import { differenceInCalendarDays } from 'date-fns';
import { err, ok, type Result } from 'neverthrow';
import { formatMMDDYYYY } from '../calendar/formats';
import { type IsoDate, toLocalDate } from '../calendar/iso-date';
import { type Cents, formatUsd, ZERO } from '../money/money';
import type { CancellationFees } from '../rating/rate-card';
import type { ValueOf } from '../shared/enum';

export type { CancellationFees } from '../rating/rate-card';

export const CancellationFeeTier = {
  /** More than `freeDaysBefore` days before the drop-off date. */
  Free: 'Free',
  /** From `freeDaysBefore` days before up to the day before the drop-off date. */
  WithinDays: 'WithinDays',
  /** On the drop-off date. */
  SameDay: 'SameDay',
} as const;
export type CancellationFeeTier = ValueOf<typeof CancellationFeeTier>;

export interface CancellationFee {
  readonly amount: Cents;
  readonly tier: CancellationFeeTier;
  /** Calendar days from today to the drop-off date (0 on the day). */
  readonly daysBefore: number;
  /** The rule in words, for the cancel page and the receipt: 'Free: more than 7 days before the drop-off date'. */
  readonly description: string;
}

export type CancellationRefused = { readonly kind: 'NotCancellableOnline'; readonly message: string };

/**
 * The fee for cancelling today (the station's or business clock's date) a reservation whose drop-off date
 * is `spotDate`. After the drop-off date the equipment is out: not cancellable online.
 */
export function cancellationFee(
  spotDate: IsoDate,
  today: IsoDate,
  fees: CancellationFees,
): Result<CancellationFee, CancellationRefused> {
  const daysBefore = differenceInCalendarDays(toLocalDate(spotDate), toLocalDate(today));
  const days = `${fees.freeDaysBefore} ${fees.freeDaysBefore === 1 ? 'day' : 'days'}`;
  if (daysBefore < 0) {
    return err({
      kind: 'NotCancellableOnline',
      message: `The drop-off date (${formatMMDDYYYY(spotDate)}) has passed, so this reservation cannot be cancelled online`,
    });
  }
  if (daysBefore === 0) {
    return ok({
      amount: fees.sameDayFee,
      tier: CancellationFeeTier.SameDay,
      daysBefore,
      description: `${formatUsd(fees.sameDayFee)}: on the drop-off date`,
    });
  }
  if (daysBefore <= fees.freeDaysBefore) {
    return ok({
      amount: fees.withinDaysFee,
      tier: CancellationFeeTier.WithinDays,
      daysBefore,
      description: `${formatUsd(fees.withinDaysFee)}: within ${days} of the drop-off date`,
    });
  }
  return ok({
    amount: ZERO,
    tier: CancellationFeeTier.Free,
    daysBefore,
    description: `Free: more than ${days} before the drop-off date`,
  });
}
