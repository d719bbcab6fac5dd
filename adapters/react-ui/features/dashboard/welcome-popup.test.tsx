// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WelcomePopup, WelcomeText } from './welcome-popup';

const NOW = new Date('2026-12-07T15:00:00Z');
const openUntil = (cutoffAt: string) => ({
  editAllowed: true,
  editWindow: { allowed: true, cutoffAt, reason: null, message: '' },
});

function shownPoints(move: Parameters<typeof WelcomePopup>[0]['move']): string[] {
  render(<WelcomePopup onClose={() => undefined} move={move} now={NOW} />);
  const dialog = screen.getByRole('dialog', { name: WelcomeText.title });
  return within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

afterEach(cleanup);

describe('the welcome popup tells the truth about the move under it (issue 13, §3 welcome-popup-used)', () => {
  it('offers online changes until the cut-off, with all four points', () => {
    expect(shownPoints(openUntil('2026-12-09T22:00:00Z'))).toEqual(WelcomeText.points);
  });

  it('after the cut-off it says the move can no longer be changed online, where the Overview gives the number', () => {
    const points = shownPoints(openUntil('2026-12-07T14:59:00Z'));
    expect(points).toHaveLength(WelcomeText.points.length);
    expect(points).toContain(WelcomeText.changeClosed);
    expect(points).not.toContain(WelcomeText.changeOnline);
  });

  it('says the same when online changes are off for the move (§6 IsMyMoveEditAllowed false, a move in transit)', () => {
    const points = shownPoints({
      editAllowed: false,
      editWindow: { allowed: false, cutoffAt: null, reason: null, message: '' },
    });
    expect(points[1]).toBe(WelcomeText.changeClosed);
  });
});
