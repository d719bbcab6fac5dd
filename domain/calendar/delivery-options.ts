import { isWeekend } from './business-days';
import type { IsoDate } from './iso-date';

/**
 * §5 "Delivery options falling on a weekend are dropped; the rest sorted by delivery date, latest first."
 * Returns a new array (the input is not changed); options with the same delivery date keep their order.
 */
export function dropWeekendAndSortByDeliveryDate<T extends { readonly DeliveryDate: IsoDate }>(
  options: readonly T[],
): T[] {
  return options
    .filter((option) => !isWeekend(option.DeliveryDate))
    .sort((a, b) => (a.DeliveryDate === b.DeliveryDate ? 0 : a.DeliveryDate < b.DeliveryDate ? 1 : -1));
}
