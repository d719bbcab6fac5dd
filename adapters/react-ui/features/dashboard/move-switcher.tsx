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
 * Issue 13: with more than one booked move, a choice of which the dashboard shows (a native select: it
 * works the same with a keyboard, a screen reader and a phone's own picker). Shows nothing for one move.
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
    <div className="field dashboard-switcher">
      <label htmlFor={id}>{MoveSwitcherText.label}</label>
      <select
        id={id}
        value={shown ?? undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChoose(Number(event.target.value))}
      >
        {moves.map((move) => (
          <option key={move.QuoteId} value={move.QuoteId}>
            {moveName(move)}
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className="field-hint">
        {MoveSwitcherText.hint(moves.length)}
      </span>
    </div>
  );
}
