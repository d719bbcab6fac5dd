/**
 * Issue 11 "After booking": the confirmation email of a booked move, with the same summary as the
 * dashboard: reference number, dates, equipment, stations, contact, price lines and the payment method
 * (brand and last four only). Its words are ours.
 */

import { windowClock } from '../calendar/appointment-time';
import { formatMMDDYYYY } from '../calendar/formats';
import { endTimeZone, zoneShortName } from '../calendar/time-zones';
import { placeLine } from '../location/place-line';
import { type ContentMoneyRow, type MessageContent, priceRows } from '../notifications/message-content';
import { equipmentName } from '../pricing/price-lines';
import { PRODUCT } from '../quote/enums';
import { BannerText } from '../quote/quote-texts';
import type { Location, Quote } from '../quote/types';
import { bookedPrice } from './reserved-quote';

/** 'Visa ending 4242', or null without a card. */
export function cardSummary(quote: Pick<Quote, 'Details'>): string | null {
  const card = quote.Details.Reservation?.PaymentMethods?.find((m) => m.CreditCard)?.CreditCard;
  return card
    ? `${card.type === 'AmericanExpress' ? 'American Express' : card.type} ending ${card.lastFour}`
    : null;
}

/** One end of the move in words: the street address, 'Address to be advised', or the service center. */
export function placeSummary(location: Location): string {
  const city = placeLine(location);
  if (location.buildingType === 'service' && location.StationDetail) {
    const s = location.StationDetail;
    return `${s.CityName} service center, ${s.Address}, ${s.CityName}, ${s.StateCode} ${s.ZipCode}`;
  }
  if (location.AddressLine2 === 'Will Advise') return `${city} (address to be advised)`;
  return [location.AddressLine1, location.AddressLine2, city].filter((p) => p.trim() !== '').join(', ');
}

/** The drop-off window in the origin station's zone, '8:00-10:00 AM CT', or null when none was booked. */
export function appointmentSummary(quote: Pick<Quote, 'Details'>): string | null {
  const a = quote.Details.Reservation?.SpotAppointment;
  if (!a || a.EarlyTime === '' || a.LateTime === '') return null;
  return windowClock(a.EarlyTime, a.LateTime, zoneShortName(endTimeZone(quote.Details.Origin)));
}

/** The summary rows shared by the email (and readable in a terminal): label, value. */
export function reservationSummaryRows(quote: Quote): Array<[string, string]> {
  const d = quote.Details;
  const price = bookedPrice(quote);
  const option = price?.option;
  const rows: Array<[string, string]> = [
    ['Reference number', String(quote.QuoteId)],
    ['Drop-off date', formatMMDDYYYY(d.SpotDate)],
    ['Pickup date', formatMMDDYYYY(d.PickupDate)],
  ];
  const window = appointmentSummary(quote);
  if (window) rows.push(['Drop-off window', window]);
  if (option)
    rows.push(['Equipment', equipmentName(option.EquipType, option.EquipQuantity, option.LinearFeet)]);
  rows.push(['From', placeSummary(d.Origin)], ['To', placeSummary(d.Destination)]);
  const contact = d.Reservation?.Contact;
  if (contact)
    rows.push(['Contact', `${contact.FirstName} ${contact.LastName}, ${contact.EmailAddress}`.trim()]);
  const card = cardSummary(quote);
  if (card) rows.push(['Payment method', card]);
  return rows;
}

/** The booked price, line by line in its §3 groups, then the total (money rows of a message). */
export function bookedPriceRows(quote: Quote): ContentMoneyRow[] {
  return priceRows(bookedPrice(quote));
}

/**
 * Issue 11 "After booking" (sent by issue 14's notifications): the confirmation of a booked move, with the
 * same summary as the dashboard (reference number, dates, window, equipment, places, contact, the card by
 * brand and last four only), the price line by line and its total, the §2 reserved banner's note, and
 * links to the dashboard and the schedule.
 */
export function confirmationContent(
  quote: Quote,
  links: { dashboard: string; schedule: string },
): MessageContent {
  const d = quote.Details;
  const lane = `${d.Origin.City}, ${d.Origin.State} to ${d.Destination.City}, ${d.Destination.State}`;
  const name = d.Reservation?.Contact.FirstName.trim() ?? '';
  return {
    kind: 'ReservationConfirmed',
    category: 'booking',
    subject: `Your ${PRODUCT} move is booked (reference ${quote.QuoteId})`,
    preheader: `Your move from ${lane} is booked.`,
    heading: `Your ${PRODUCT} move is booked`,
    paragraphs: [
      `Thank you${name ? `, ${name}` : ''}. Your move from ${lane} is booked.`,
      BannerText.reservedDesktopNote,
      'Your dashboard shows each step as it happens. We will remind you the evening before each appointment.',
    ],
    facts: reservationSummaryRows(quote).map(([label, value]) => ({ label, value })),
    money: bookedPriceRows(quote),
    actions: [
      { label: 'Manage your move', url: links.dashboard },
      { label: 'Add your schedule to your calendar', url: links.schedule },
    ],
    sms: `${PRODUCT}: your move ${lane} is booked (ref ${quote.QuoteId}). ${links.dashboard}`,
    reference: `Reference number ${quote.QuoteId} · ${lane}`,
  };
}
