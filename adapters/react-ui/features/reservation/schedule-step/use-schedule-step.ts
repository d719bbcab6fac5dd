import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { addBusinessDays, addDays } from '../../../../../domain/calendar/business-days';
import type { IsoDate } from '../../../../../domain/calendar/iso-date';
import type { MoveDates } from '../../../../../domain/calendar/move-dates';
import { pickupAfterSpotChange, pickupChoices } from '../../../../../domain/calendar/move-dates';
import { WEEKDAYS } from '../../../../../domain/calendar/station-days';
import { endTimeZone, zoneShortName } from '../../../../../domain/calendar/time-zones';
import { expediteRequestFor, shouldFetchExpediteOptions } from '../../../../../domain/pricing/expedite';
import { selectedOption as domainSelectedOption } from '../../../../../domain/quote/edit-quote';
import { ExpeditedFlag } from '../../../../../domain/quote/enums';
import type { ExpediteOption, PricingOption, Quote } from '../../../../../domain/quote/types';
import type { AppointmentSlot } from '../../../../../domain/reservation/appointment-windows';
import type { ScheduleAnswers } from '../../../../../domain/reservation/draft';
import type { SpotDates } from '../../../../http/client/relomove-api';
import { useApi } from '../../../app/api-context';
import { useToday } from '../../../app/page-clock';

/** How many days of drop-off dates the step offers from today. */
export const SPOT_DATE_DAYS_SHOWN = 42;

/** The step's default answers for a quote: its spot and pickup dates, no window, free estimated delivery. */
export function defaultScheduleAnswers(quote: Quote): ScheduleAnswers {
  return {
    SpotDate: quote.Details.SpotDate,
    PickupDate: quote.Details.PickupDate,
    IsLiveLoad: quote.Details.Origin.LiveLoad,
    OriginAppointment: { SelectedAppointmentOption: 'Unspecified', EarlyTime: '', LateTime: '' },
    // A guaranteed delivery chosen on the quote stays chosen (its expedited child's transit time).
    GuaranteedTransitTime: guaranteedTransitTime(quote),
  };
}

/** The transit time of the quote's selected expedited child, or null for free estimated delivery. */
function guaranteedTransitTime(quote: Quote): number | null {
  const chosen = domainSelectedOption(quote.Details.PricingOptions);
  return chosen?.ExpeditedFlag === ExpeditedFlag.Child ? chosen.CarrierTransitTime : null;
}

/** The quote's selected equipment option (its default parent). */
export function selectedOption(quote: Quote): PricingOption | undefined {
  const options = quote.Details.PricingOptions;
  return (
    options.find((o) => o.DefaultParent && o.Default) ?? options.find((o) => o.DefaultParent) ?? options[0]
  );
}

export interface ScheduleStepModel {
  spotDates: SpotDates | undefined;
  spotDatesFailed: string | null;
  loading: boolean;
  /** The spot date as chosen, when the origin can take it. */
  spotBookable: boolean;
  pickupChoices: IsoDate[];
  /** The pickup once the drop-off date moves to `newSpot` (the chosen day, else as many loading days). */
  pickupAfter(newSpot: IsoDate): IsoDate;
  dates: MoveDates | undefined;
  windows: AppointmentSlot[];
  /** The origin station's zone, short ('MT'): the drop-off windows' times are in it. */
  windowZone: string;
  guaranteed: ExpediteOption[];
}

/**
 * The schedule step's server state (issue 11, §2 X): the origin's bookable drop-off dates, the §7 move dates
 * of the answers (the standard pickup, the delivery window), the origin's appointment windows for the
 * chosen date and the guaranteed delivery choices. `today` is injectable for tests.
 */
export function useScheduleStep(
  quote: Quote,
  answers: ScheduleAnswers,
  fixedToday?: () => IsoDate,
): ScheduleStepModel {
  const pageToday = useToday();
  const today = fixedToday ?? pageToday;
  const api = useApi();
  const ref = quote.QuoteIdEncrypted;
  const from = today();
  const to = addDays(from, SPOT_DATE_DAYS_SHOWN - 1);
  const spot = useQuery({
    queryKey: ['spot-dates', ref, from, to],
    queryFn: () => api.spotDates(ref, from, to),
    staleTime: 60_000,
  });
  const spotDates = spot.data?.ok ? spot.data.value : undefined;
  const spotBookable =
    spotDates?.spotDates.some((d) => d.SpotDate === answers.SpotDate && d.Bookable) ?? false;

  const option = selectedOption(quote);
  const origin = quote.Details.Origin.StationDetail;
  const destination = quote.Details.Destination.StationDetail;
  const moveDatesRequest = (PickupDate: IsoDate | null, IsLiveLoad: boolean) => ({
    SpotDate: answers.SpotDate,
    PickupDate,
    IsLiveLoad,
    ShouldForceSameDayPickup: false,
    MoveType: option?.MoveType ?? 'DD',
    TransTime: Math.max(1, option?.CarrierTransitTime ?? 1),
    OriginHolidays: origin?.Holidays ?? [],
    DestinationHolidays: destination?.Holidays ?? [],
    OriginServiceDays: origin?.ServiceDays ?? [...WEEKDAYS],
    DestinationServiceDays: destination?.ServiceDays ?? [...WEEKDAYS],
    EquipType: option?.EquipType ?? 'Trailer',
  });
  // The standard pickup (the most loading days the equipment allows) bounds the pickup choices.
  const standard = useQuery({
    queryKey: ['move-dates', ref, answers.SpotDate, 'standard'],
    queryFn: () => api.moveDates(moveDatesRequest(null, false)),
    enabled: spotBookable,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const standardPickup = standard.data?.ok ? standard.data.value.PickupDate : undefined;
  const choices =
    standardPickup && origin
      ? pickupChoices(answers.SpotDate, 30, origin).filter((d) => d <= standardPickup)
      : [];
  const chosen = useQuery({
    queryKey: ['move-dates', ref, answers.SpotDate, answers.PickupDate, answers.IsLiveLoad],
    queryFn: () =>
      api.moveDates(moveDatesRequest(answers.IsLiveLoad ? null : answers.PickupDate, answers.IsLiveLoad)),
    enabled: spotBookable,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const windows = useQuery({
    queryKey: ['appointment-availability', ref, 'origin', answers.SpotDate],
    queryFn: () => api.appointmentAvailability(ref, 'origin', answers.SpotDate),
    enabled: spotBookable,
    staleTime: 30_000,
  });
  const canExpedite =
    option !== undefined &&
    option.ExpeditedFlag === ExpeditedFlag.Parent &&
    shouldFetchExpediteOptions(option.IsExpeditedOptionAllowed, quote.Details.Destination);
  const pickupDate = chosen.data?.ok ? chosen.data.value.PickupDate : undefined;
  const expedite = useQuery({
    queryKey: [
      'expedite-options',
      ref,
      quote.Revision,
      option?.EquipDescAbbr,
      option?.EquipQuantity,
      pickupDate,
      answers.SpotDate,
    ],
    queryFn: () =>
      api.expediteOptions(ref, {
        ...expediteRequestFor(option ?? { EquipDescAbbr: 'TRL', EquipQuantity: 1 }, {
          PickupDate: pickupDate ?? answers.SpotDate,
          MoveDate: answers.SpotDate,
        }),
        Revision: quote.Revision,
      }),
    enabled: canExpedite && spotBookable && pickupDate !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Issue 28: the step shows once the answers that place its lines are in (the drop-off dates, then the move
  // dates, the windows and the guaranteed delivery choices they lead to), not once per answer: each answer
  // re-rendered the whole step on a phone's main thread, and moved what was below it. Once shown, it stays
  // shown while a changed date is asked about.
  const [shown, setShown] = useState(false);
  const answered =
    spot.data !== undefined &&
    !standard.isLoading &&
    !chosen.isLoading &&
    !windows.isLoading &&
    !expedite.isLoading;
  if (answered && !shown) setShown(true);
  return {
    spotDates,
    spotDatesFailed:
      spot.data && !spot.data.ok
        ? spot.data.error.kind === 'Refused'
          ? spot.data.error.errors.join(' ')
          : 'Drop-off dates are unavailable right now; please try again.'
        : null,
    loading: !shown && !answered,
    spotBookable,
    pickupChoices: choices,
    pickupAfter: (newSpot) =>
      origin && choices.length > 1
        ? pickupAfterSpotChange({
            spot: answers.SpotDate,
            pickup: chosen.data?.ok ? chosen.data.value.PickupDate : answers.PickupDate,
            newSpot,
            loadingDays: choices.length - 1,
            origin,
          })
        : addBusinessDays(newSpot, 1),
    dates: chosen.data?.ok ? chosen.data.value : undefined,
    windows: windows.data?.ok ? windows.data.value.filter((w) => w.Available) : [],
    windowZone: zoneShortName(endTimeZone(quote.Details.Origin)),
    guaranteed: expedite.data?.ok
      ? expedite.data.value.filter((o) => o.ExpeditedFlag === ExpeditedFlag.Child)
      : [],
  };
}
