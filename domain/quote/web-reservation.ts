/** §4 Web reservation flags: which count as reservation-related. */
import { WebReservationFlag } from './enums';

/** §4: "Reserve, CustomerPortal, Cancelled ... count as reservation-related". */
export const RESERVATION_RELATED_FLAGS: readonly WebReservationFlag[] = [
  WebReservationFlag.Reserve,
  WebReservationFlag.CustomerPortal,
  WebReservationFlag.Cancelled,
];

/** §4: true for Reserve, CustomerPortal and Cancelled; false for Unspecified and Resubmit. */
export function isReservationRelated(flag: WebReservationFlag): boolean {
  switch (flag) {
    case WebReservationFlag.Reserve:
    case WebReservationFlag.CustomerPortal:
    case WebReservationFlag.Cancelled:
      return true;
    case WebReservationFlag.Unspecified:
    case WebReservationFlag.Resubmit:
      return false;
    default: {
      const unhandled: never = flag;
      throw new RangeError(`Unknown web reservation flag: ${String(unhandled)}`);
    }
  }
}
