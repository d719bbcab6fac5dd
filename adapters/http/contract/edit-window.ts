import { z } from 'zod';
import { EDIT_CLOSED_MESSAGES, type EditWindow } from '../../../domain/reservation/edit-cutoff';

/**
 * Issue 13: whether a booked move can be changed online, on the wire (GET moves/{id} and POST
 * moves/edit/{id}): the cut-off instant, the reason when closed (CutoffPassed, Cancelled, NotReserved) and
 * the customer's words (the deadline while open; "please call us" after the cut-off).
 */
export const WireEditWindow = z.object({
  Allowed: z.boolean(),
  /** ISO-8601 instant in UTC; the browser shows it as a countdown in the customer's local time. */
  CutoffAt: z.string().nullable(),
  Reason: z.enum(Object.keys(EDIT_CLOSED_MESSAGES) as [string, ...string[]]).nullable(),
  Message: z.string(),
});
export type WireEditWindow = z.infer<typeof WireEditWindow>;

/** No rate card in force: editing is off, with the call-us words. */
const UNKNOWN_WINDOW: WireEditWindow = {
  Allowed: false,
  CutoffAt: null,
  Reason: null,
  Message: EDIT_CLOSED_MESSAGES.CutoffPassed,
};

export function toWireEditWindow(window: EditWindow | null): WireEditWindow {
  if (window === null) return UNKNOWN_WINDOW;
  return {
    Allowed: window.allowed,
    CutoffAt: window.cutoffAt,
    Reason: window.reason,
    Message: window.message,
  };
}
