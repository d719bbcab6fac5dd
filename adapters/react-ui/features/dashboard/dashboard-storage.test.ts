// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DASHBOARD_STORAGE_KEY,
  markWelcomePopupUsed,
  readDashboardState,
  rememberActiveReservation,
  welcomePopupUsed,
} from './dashboard-storage';

describe('the dashboard state kept on this browser (§3 Dashboard state, "persisted locally")', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the active reservation and the customers who saw the welcome popup, emails compared without case', () => {
    rememberActiveReservation(1000123);
    markWelcomePopupUsed('Dana@Example.com');
    expect(readDashboardState()).toEqual({
      activeReservation: 1000123,
      welcomePopupUsed: ['dana@example.com'],
    });
    expect(welcomePopupUsed('dana@example.com ')).toBe(true);
    expect(welcomePopupUsed('sam@example.com')).toBe(false);
    markWelcomePopupUsed('dana@example.com');
    expect(readDashboardState().welcomePopupUsed).toEqual(['dana@example.com']);
  });

  it('discards what it cannot read (not JSON, wrong shapes) and starts over', () => {
    for (const bad of [
      '{',
      '[]',
      '{"activeReservation":"x","welcomePopupUsed":[]}',
      '{"activeReservation":1,"welcomePopupUsed":[1]}',
    ]) {
      localStorage.setItem(DASHBOARD_STORAGE_KEY, bad);
      expect(readDashboardState()).toEqual({ activeReservation: null, welcomePopupUsed: [] });
      expect(localStorage.getItem(DASHBOARD_STORAGE_KEY)).toBeNull();
    }
  });
});
