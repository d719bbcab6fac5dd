/**
 * §3 "Dashboard state has an activeReservation, a welcome-popup-used flag and an initial-API-call flag",
 * persisted locally (§3 "Client state is persisted locally for: ... dashboard"): which of the customer's
 * moves the dashboard shows (issue 13: a customer with several reservations can switch between them), and
 * which customers on this browser have seen the welcome popup (it shows once per customer). The
 * initial-API-call flag is TanStack Query's own state (the first load), not stored.
 */
import { isRecord } from '../../../../domain/shared/is-record';
import { readLocal, writeLocal } from '../../app/local-store';

export const DASHBOARD_STORAGE_KEY = 'relomove.dashboard';

/** At most this many customers are remembered as having seen the popup (a shared family computer). */
const WELCOME_MAX = 20;

export interface DashboardState {
  /** The QuoteId of the move the dashboard shows, or null for the newest. */
  activeReservation: number | null;
  /** The customers (lower-cased email) who have seen the welcome popup on this browser. */
  welcomePopupUsed: string[];
}

const EMPTY: DashboardState = { activeReservation: null, welcomePopupUsed: [] };

function parseDashboardState(value: unknown): DashboardState | null {
  if (!isRecord(value)) return null;
  const active = value.activeReservation;
  const used = value.welcomePopupUsed;
  if (active !== null && !Number.isSafeInteger(active)) return null;
  if (!Array.isArray(used) || !used.every((u) => typeof u === 'string' && u.length <= 320)) return null;
  return { activeReservation: active as number | null, welcomePopupUsed: used.slice(-WELCOME_MAX) };
}

export function readDashboardState(): DashboardState {
  return readLocal(DASHBOARD_STORAGE_KEY, parseDashboardState) ?? EMPTY;
}

export function rememberActiveReservation(quoteId: number): void {
  writeLocal(DASHBOARD_STORAGE_KEY, { ...readDashboardState(), activeReservation: quoteId });
}

const customerKey = (email: string) => email.trim().toLowerCase();

export function welcomePopupUsed(email: string): boolean {
  return readDashboardState().welcomePopupUsed.includes(customerKey(email));
}

export function markWelcomePopupUsed(email: string): void {
  const state = readDashboardState();
  const key = customerKey(email);
  if (state.welcomePopupUsed.includes(key)) return;
  writeLocal(DASHBOARD_STORAGE_KEY, {
    ...state,
    welcomePopupUsed: [...state.welcomePopupUsed, key].slice(-WELCOME_MAX),
  });
}
