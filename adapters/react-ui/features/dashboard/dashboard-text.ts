import { fromStoredTime, windowClock } from '../../../../domain/calendar/appointment-time';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { zoneShortName } from '../../../../domain/calendar/time-zones';
import { AppointmentWindow } from '../../../../domain/quote/enums';
import { BannerText } from '../../../../domain/quote/quote-texts';
import type { Quote, SpotAppointment, StationDetail } from '../../../../domain/quote/types';
import { DashboardMilestoneView } from '../../../../domain/reservation/enums';
import type { Milestone } from '../../../../domain/shipment/enums';
import { milestoneAppointment, milestoneTimeZone } from '../../../../domain/shipment/milestone-appointment';
import { NO_PAYMENT_TEXT } from './payment-method-text';

/** The words of the dashboard's Overview and Summary (ours, except the §2 note and title). */
export const DashboardText = {
  title: BannerText.reservedTitleComplete,
  booked: 'Your move is booked',
  /** Issue 13: the heading follows the §4 shipment state once the move has left. */
  onItsWay: 'Your move is on its way',
  /** Delivered, or at the destination service center ready to unload, until the shipment completes. */
  arrived: 'Your move has arrived',
  /** The Storage milestone under way: at the destination service center until the customer calls. */
  inStorage: 'Your move is in storage',
  complete: 'Your move is complete',
  /** Issue 13: the Overview's link to /dashboard/move-schedule/. */
  schedule: 'See your whole schedule and add it to your calendar',
  tabs: 'Your move',
  viewLabel: {
    [DashboardMilestoneView.Overview]: 'Overview',
    [DashboardMilestoneView.Summary]: 'Summary',
  },
  reference: 'Reference number',
  dropOff: 'Drop-off date',
  pickup: 'Pickup date',
  delivery: 'Delivery',
  equipment: 'Equipment',
  origin: 'Origin',
  destination: 'Destination',
  appointment: 'Drop-off appointment',
  total: 'Total',
  contact: 'Contact',
  name: 'Name',
  email: 'Email',
  phoneTerm: 'Phone',
  smsTerm: 'Text messages',
  laborTerm: 'Loading help',
  price: 'Price',
  priceCaption: 'Price lines of your move',
  payment: 'Payment method',
  coverage: 'Liability coverage',
  weightTickets: 'Weight tickets',
  notRequested: 'Not requested',
  requested: (branch: string) => (branch ? `Requested (${branch})` : 'Requested'),
  noPayment: NO_PAYMENT_TEXT,
  willAdvise: 'Address to come (Will Advise)',
  serviceCenter: (station: StationDetail) => `${station.CityName}, ${station.StateCode} service center`,
  hours: (days: string) => `Open ${days}`,
  phone: (phone: string) => `Phone ${phone}`,
  sms: (phone: string) => `Text messages to ${phone}`,
  labor: 'Referral for loading help requested',
  window: {
    // The schedule step's own words for this choice (schedule-step.tsx), so the customer recognises it.
    [AppointmentWindow.Unspecified]: 'No preference (any time that day)',
    [AppointmentWindow.Open]: 'Open window (any time that day)',
    [AppointmentWindow.OneHourWindow]: 'one-hour window',
    [AppointmentWindow.TwoHourWindow]: 'two-hour window',
  },
} as const;

/**
 * The window booked for a milestone on `day` (milestoneAppointment), in its station's zone, as the dashboard and
 * the schedule page show it beside a Scheduled date ('8:00-10:00 AM CT (two-hour window)'); null without one.
 */
export function bookedWindowText(
  quote: Pick<Quote, 'Details'>,
  milestone: Milestone,
  day: IsoDate | null,
): string | null {
  const booked = milestoneAppointment(quote, milestone, day);
  return booked ? appointmentText(booked, milestoneTimeZone(quote, milestone)) : null;
}

/**
 * §3 Appointment: '8:00-10:00 AM CT (two-hour window)' (the site's one window clock, windowClock, in the
 * station's zone, named when `timeZone` is given: issue 27), or the window's words.
 */
export function appointmentText(
  appointment: Pick<SpotAppointment, 'AppointmentWindow' | 'EarlyTime' | 'LateTime'> | undefined,
  timeZone?: string,
): string {
  if (!appointment) return DashboardText.window.Unspecified;
  const window = appointment.AppointmentWindow;
  if (window !== AppointmentWindow.OneHourWindow && window !== AppointmentWindow.TwoHourWindow) {
    return DashboardText.window[window];
  }
  if (fromStoredTime(appointment.EarlyTime).isErr() || fromStoredTime(appointment.LateTime).isErr())
    return DashboardText.window[window];
  const zone = timeZone === undefined ? '' : zoneShortName(timeZone);
  return `${windowClock(appointment.EarlyTime, appointment.LateTime, zone)} (${DashboardText.window[window]})`;
}
