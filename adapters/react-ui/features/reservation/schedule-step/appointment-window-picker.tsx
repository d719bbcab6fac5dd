import { formatUsd } from '../../../../../domain/money/money';
import { type AppointmentSlot, slotParts } from '../../../../../domain/reservation/appointment-windows';
import './schedule-step.css';

/** The identity of a window among a day's slots: its kind and its start ('TwoHourWindow@1000'). */
export const slotValue = (slot: Pick<AppointmentSlot, 'AppointmentWindow' | 'EarlyTime'>) =>
  `${slot.AppointmentWindow}@${slot.EarlyTime}`;

/**
 * The appointment windows of a day as radio rows (issue 11 schedule step, reused by the issue 13 delivery
 * tool): each window with its times in the station's zone, named, and its fee ('+$49.00', or Free). `chosen`
 * is the slotValue checked.
 */
export function AppointmentWindowPicker({
  legend,
  name,
  windows,
  zone,
  chosen,
  onChoose,
}: {
  legend: string;
  name: string;
  windows: readonly AppointmentSlot[];
  /** The zone of the station that serves the windows, short ('MT'): their times are in it. */
  zone: string;
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
        const { words, times } = slotParts(slot, zone);
        return (
          <label key={value} className="choice-row" data-checked={checked} data-testid="appointment-window">
            <input type="radio" name={name} value={value} checked={checked} onChange={() => onChoose(slot)} />
            <span>
              <span className="option-title">
                {words}
                {times === null ? null : (
                  <>
                    {' '}
                    <span className="window-times">{times}</span>
                  </>
                )}
              </span>{' '}
              <span className="option-meta">{paid ? `+${formatUsd(slot.Rate)}` : 'Free'}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
