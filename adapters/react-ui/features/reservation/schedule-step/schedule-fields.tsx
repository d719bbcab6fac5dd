import { useId } from 'react';
import { formatDeliveryWindow } from '../../../../../domain/calendar/delivery-window';
import { formatMMDDYYYY, formatWeekdayMonDay } from '../../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../../domain/calendar/iso-date';
import { expediteLabel } from '../../../../../domain/pricing/expedite';
import { PriceLineText } from '../../../../../domain/pricing/price-lines';
import { AppointmentWindow } from '../../../../../domain/quote/enums';
import type { AppointmentSlot } from '../../../../../domain/reservation/appointment-windows';
import type { ScheduleAnswers } from '../../../../../domain/reservation/draft';
import { SpotDateReason } from '../../../../../domain/reservation/spot-dates';
import { AppointmentWindowPicker, slotValue } from './appointment-window-picker';
import './schedule-step.css';
import type { ScheduleStepModel } from './use-schedule-step';

const chosenSlotValue = (answers: ScheduleAnswers) =>
  answers.OriginAppointment.SelectedAppointmentOption === AppointmentWindow.Unspecified ||
  answers.OriginAppointment.SelectedAppointmentOption === AppointmentWindow.Open
    ? slotValue({ AppointmentWindow: answers.OriginAppointment.SelectedAppointmentOption, EarlyTime: '0800' })
    : slotValue({
        AppointmentWindow: answers.OriginAppointment.SelectedAppointmentOption,
        EarlyTime: answers.OriginAppointment.EarlyTime,
      });

/**
 * The schedule's controls (§2 reservation-schedule; issue 11), shared by step X and the dashboard's
 * "Change my move" (issue 13): the drop-off date (only bookable dates can be chosen; the others say why),
 * the pickup (live load or a loading day), the origin appointment window from real availability with its
 * price, guaranteed delivery and the delivery window. `model` is useScheduleStep's answer for `answers`;
 * the caller shows the loading and failed states and wraps these in its own form.
 */
export function ScheduleFields({
  answers,
  onChange,
  model,
}: {
  answers: ScheduleAnswers;
  onChange(answers: ScheduleAnswers): void;
  model: ScheduleStepModel & { spotDates: NonNullable<ScheduleStepModel['spotDates']> };
}) {
  const id = useId();
  const set = (change: Partial<ScheduleAnswers>) => onChange({ ...answers, ...change });
  const chooseSpot = (date: IsoDate) =>
    set({
      SpotDate: date,
      PickupDate: answers.IsLiveLoad ? date : model.pickupAfter(date),
      OriginAppointment: {
        SelectedAppointmentOption: AppointmentWindow.Unspecified,
        EarlyTime: '',
        LateTime: '',
      },
      GuaranteedTransitTime: null,
    });
  const chooseSlot = (slot: AppointmentSlot) =>
    set({
      OriginAppointment: {
        SelectedAppointmentOption: slot.AppointmentWindow,
        EarlyTime: slot.EarlyTime,
        LateTime: slot.LateTime,
      },
    });
  const guaranteedChoice = model.guaranteed.find(
    (o) => o.RequestedTransitTime === answers.GuaranteedTransitTime,
  );

  return (
    <>
      <fieldset className="schedule-dates">
        <legend>Drop-off date</legend>
        <p className="field-hint">
          Choose the day we bring your equipment.
          {model.spotDates.NextAvailableMoveDate
            ? ` The first available day is ${formatWeekdayMonDay(model.spotDates.NextAvailableMoveDate as IsoDate)}.`
            : ''}
        </p>
        <ul className="spot-date-grid">
          {model.spotDates.spotDates.map((day) => {
            const reasonId = `${id}-why-${day.SpotDate}`;
            const checked = answers.SpotDate === day.SpotDate;
            return (
              <li key={day.SpotDate} data-bookable={day.Bookable} data-checked={checked}>
                <label title={day.Message ?? undefined}>
                  <input
                    type="radio"
                    name={`${id}-spot`}
                    value={day.SpotDate}
                    checked={checked}
                    disabled={!day.Bookable}
                    aria-describedby={day.Bookable ? undefined : reasonId}
                    onChange={() => chooseSpot(day.SpotDate as IsoDate)}
                  />
                  <span className="spot-date-day">{formatWeekdayMonDay(day.SpotDate as IsoDate)}</span>
                </label>
                {day.Bookable ? null : (
                  <span id={reasonId} className="spot-date-reason" data-reason={day.Reason}>
                    {day.Message}
                    {day.Reason === SpotDateReason.InvalidCapacityUnserviceableDate ? (
                      <>
                        {' '}
                        <a href="/moving-quotes/capacity-constraints">Why?</a>
                      </>
                    ) : null}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        {model.spotBookable ? null : (
          <p className="field-error" role="alert">
            Please choose an available drop-off date.
          </p>
        )}
      </fieldset>

      {model.spotBookable ? (
        <>
          <fieldset className="schedule-pickup">
            <legend>Pickup</legend>
            <label className="choice-row" data-checked={answers.IsLiveLoad}>
              <input
                type="radio"
                name={`${id}-pickup`}
                checked={answers.IsLiveLoad}
                onChange={() => set({ IsLiveLoad: true, PickupDate: answers.SpotDate })}
              />
              <span>
                <span className="option-title">Live load</span>{' '}
                <span className="option-meta">the driver waits while you load, and leaves the same day</span>
              </span>
            </label>
            {model.pickupChoices
              .filter((d) => d !== answers.SpotDate)
              .map((date) => {
                const checked =
                  !answers.IsLiveLoad && (model.dates?.PickupDate ?? answers.PickupDate) === date;
                return (
                  <label key={date} className="choice-row" data-checked={checked}>
                    <input
                      type="radio"
                      name={`${id}-pickup`}
                      value={date}
                      checked={checked}
                      onChange={() => set({ IsLiveLoad: false, PickupDate: date })}
                    />
                    <span>
                      <span className="option-title">Pick up {formatWeekdayMonDay(date)}</span>{' '}
                      <span className="option-meta">{formatMMDDYYYY(date)}</span>
                    </span>
                  </label>
                );
              })}
          </fieldset>

          <AppointmentWindowPicker
            legend="Drop-off appointment window"
            name={`${id}-window`}
            windows={model.windows}
            zone={model.windowZone}
            chosen={chosenSlotValue(answers)}
            onChoose={chooseSlot}
          />

          {model.guaranteed.length > 0 ? (
            <fieldset className="guaranteed-options">
              <legend>Guaranteed delivery</legend>
              <label className="choice-row" data-checked={answers.GuaranteedTransitTime === null}>
                <input
                  type="radio"
                  name={`${id}-delivery`}
                  checked={answers.GuaranteedTransitTime === null}
                  onChange={() => set({ GuaranteedTransitTime: null })}
                />
                <span>
                  <span className="option-title">{PriceLineText.estimatedDeliveryPrefix}</span>{' '}
                  {model.dates ? (
                    <span className="option-meta" data-testid="estimated-alternative">
                      {formatMMDDYYYY(model.dates.DeliveryDate)} -{' '}
                      {formatMMDDYYYY(model.dates.DeliveryDateMax)}
                    </span>
                  ) : null}
                </span>
              </label>
              {model.guaranteed.map((o) => (
                <label
                  key={o.RequestedTransitTime}
                  className="choice-row"
                  data-checked={answers.GuaranteedTransitTime === o.RequestedTransitTime}
                >
                  <input
                    type="radio"
                    name={`${id}-delivery`}
                    checked={answers.GuaranteedTransitTime === o.RequestedTransitTime}
                    onChange={() => set({ GuaranteedTransitTime: o.RequestedTransitTime })}
                  />
                  <span>
                    <span className="option-title">
                      {expediteLabel(o.GuaranteedServiceFee, o.RequestedTransitTime)}
                    </span>{' '}
                    <span className="option-meta">delivered by {formatWeekdayMonDay(o.DeliveryDate)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}

          {/* Issue 27: with guaranteed delivery chosen, the free estimated window stays beside it as the alternative. */}
          <p data-testid="delivery-window">
            {guaranteedChoice
              ? PriceLineText.guaranteedDelivery(guaranteedChoice.DeliveryDate)
              : model.dates
                ? formatDeliveryWindow(model.dates)
                : ''}
            {guaranteedChoice && model.dates ? (
              <span className="option-meta" data-testid="delivery-window-alternative">
                {' '}
                {PriceLineText.estimatedAlternative(model.dates)}
              </span>
            ) : null}
          </p>
        </>
      ) : null}
    </>
  );
}
