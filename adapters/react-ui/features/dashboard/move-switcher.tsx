import { useId } from 'react';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { digitsOnly } from '../../../../domain/validation/digits';
import type { ReservedMove } from './use-dashboard';

/** The switcher's words (ours: issue 13 "A customer with several reservations can switch between them"). */
export const MoveSwitcherText = {
  label: 'Show my move',
  hint: (count: number) => `You have ${count} booked moves.`,
  cancelled: 'cancelled',
} as const;

/** 'Kansas City, MO to Denver, CO, drop-off 12/04/2026 (#1000123)', with '(cancelled)' for a cancelled one. */
export function moveName(move: ReservedMove): string {
  const where =
    move.OriginCity && move.DestinationCity ? `${move.OriginCity} to ${move.DestinationCity}` : 'Move';
  const when = move.SpotDate ? `, drop-off ${formatMMDDYYYY(move.SpotDate as IsoDate)}` : '';
  const cancelled = move.Cancelled ? ` (${MoveSwitcherText.cancelled})` : '';
  return `${where}${when} (#${digitsOnly(move.QuoteId)})${cancelled}`;
}

/**
 * Issue 13: with more than one booked move, a choice of which the dashboard shows; nothing for one move.
 * Issue 27: a radio card per move, so each move's whole name wraps to the width (a native select cut it
 * off on a phone: "drop-off 01/0"); arrow keys, a screen reader and a tap work as with any radio group.
 */
export function MoveSwitcher({
  moves,
  shown,
  onChoose,
}: {
  moves: readonly ReservedMove[];
  shown: number | null;
  onChoose(quoteId: number): void;
}) {
  const id = useId();
  if (moves.length < 2) return null;
  return (
    <fieldset className="dashboard-switcher" aria-describedby={`${id}-hint`}>
      <legend>{MoveSwitcherText.label}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {MoveSwitcherText.hint(moves.length)}
      </p>
      {moves.map((move) => {
        const checked = move.QuoteId === shown;
        return (
          <label key={move.QuoteId} className="choice-row" data-checked={checked}>
            <input
              type="radio"
              name={`${id}-move`}
              value={move.QuoteId}
              checked={checked}
              onChange={() => onChoose(move.QuoteId)}
            />
            <span className="option-title">{moveName(move)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
