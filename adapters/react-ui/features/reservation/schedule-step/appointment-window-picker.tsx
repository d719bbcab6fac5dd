import { fromStoredTime } from '../../../../../domain/calendar/appointment-time';
import { formatUsd } from '../../../../../domain/money/money';
import type { AppointmentWindow } from '../../../../../domain/quote/enums';
import type { AppointmentSlot } from '../../../../../domain/reservation/appointment-windows';
import './schedule-step.css';

/** How a window reads: 'Two-hour window 08:00 - 10:00', 'Any time during the day'. Ours. */
export const WINDOW_LABELS: Readonly<Record<AppointmentWindow, string>> = {
  Unspecified: 'No preference',
  Open: 'Any time during the day',
  TwoHourWindow: 'Two-hour window',
  OneHourWindow: 'One-hour window',
};

const time = (stored: string) => fromStoredTime(stored).unwrapOr(stored);

/** The identity of a window among a day's slots: its kind and its start ('TwoHourWindow@1000'). */
export const slotValue = (slot: Pick<AppointmentSlot, 'AppointmentWindow' | 'EarlyTime'>) =>
  `${slot.AppointmentWindow}@${slot.EarlyTime}`;

/** A window's words with its times for a paid slot ('Two-hour window 10:00 - 12:00'). */
export function windowText(
  slot: Pick<AppointmentSlot, 'AppointmentWindow' | 'EarlyTime' | 'LateTime' | 'Rate'>,
) {
  return `${WINDOW_LABELS[slot.AppointmentWindow]}${slot.Rate > 0 ? ` ${time(slot.EarlyTime)} - ${time(slot.LateTime)}` : ''}`;
}

/**
 * The appointment windows of a day as radio rows (issue 11 schedule step, reused by the issue 13 delivery
 * tool): each window with its times and its fee ('+$49.00', or Free). `chosen` is the slotValue checked.
 */
export function AppointmentWindowPicker({
  legend,
  name,
  windows,
  chosen,
  onChoose,
}: {
  legend: string;
  name: string;
  windows: readonly AppointmentSlot[];
  chosen: string | null;
  onChoose: (slot: AppointmentSlot) => void;
}) {
  return (
    <fieldset className="schedule-window">
      <legend>{legend}</legend>
      {windows.map((slot) => {
        const value = slotValue(slot);
        const checked = chosen === value;
        const paid = slot.Rate > 0;
        return (
          <label key={value} className="choice-row" data-checked={checked} data-testid="appointment-window">
            <input type="radio" name={name} value={value} checked={checked} onChange={() => onChoose(slot)} />
            <span>
              <span className="option-title">{windowText(slot)}</span>{' '}
              <span className="option-meta">{paid ? `+${formatUsd(slot.Rate)}` : 'Free'}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
