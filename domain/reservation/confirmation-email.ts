/**
 * Issue 11 "After booking": the confirmation email of a booked move, with the same summary as the
 * dashboard: reference number, dates, equipment, stations, contact, price lines and the payment method
 * (brand and last four only). Its words are ours.
 */

import { fromStoredTime } from '../calendar/appointment-time';
import { formatMMDDYYYY } from '../calendar/formats';
import { formatUsd } from '../money/money';
import { equipmentName, groupedLines, type PriceLine } from '../pricing/price-lines';
import { PRODUCT } from '../quote/enums';
import { escapeHtml, quoteEmailAddress } from '../quote/quote-email';
import { BannerText } from '../quote/quote-texts';
import type { Location, Quote } from '../quote/types';
import { bookedPrice } from './reserved-quote';

export interface ConfirmationEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** 'Visa ending 4242', or null without a card. */
export function cardSummary(quote: Pick<Quote, 'Details'>): string | null {
  const card = quote.Details.Reservation?.PaymentMethods?.find((m) => m.CreditCard)?.CreditCard;
  return card
    ? `${card.type === 'AmericanExpress' ? 'American Express' : card.type} ending ${card.lastFour}`
    : null;
}

/** One end of the move in words: the street address, 'Address to be advised', or the service center. */
export function placeSummary(location: Location): string {
  const city = `${location.City}, ${location.State} ${location.ZIP}`.trim();
  if (location.buildingType === 'service' && location.StationDetail) {
    const s = location.StationDetail;
    return `${s.CityName} service center, ${s.Address}, ${s.CityName}, ${s.StateCode} ${s.ZipCode}`;
  }
  if (location.AddressLine2 === 'Will Advise') return `${city} (address to be advised)`;
  return [location.AddressLine1, location.AddressLine2, city].filter((p) => p.trim() !== '').join(', ');
}

/** The window as '08:00 - 10:00', or null when none was booked. */
export function appointmentSummary(quote: Pick<Quote, 'Details'>): string | null {
  const a = quote.Details.Reservation?.SpotAppointment;
  if (!a || a.EarlyTime === '' || a.LateTime === '') return null;
  const early = fromStoredTime(a.EarlyTime).unwrapOr(a.EarlyTime);
  const late = fromStoredTime(a.LateTime).unwrapOr(a.LateTime);
  return `${early} - ${late}`;
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

const amount = (line: PriceLine) => (line.amount === null ? '' : formatUsd(line.amount));

export function confirmationEmail(quote: Quote, dashboardLink: string): ConfirmationEmail {
  const price = bookedPrice(quote);
  const rows = reservationSummaryRows(quote);
  const subject = `Your ${PRODUCT} move is booked (reference ${quote.QuoteId})`;
  const text = [
    `Your ${PRODUCT} move is booked.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(price
      ? [
          'Your price, line by line:',
          ...groupedLines(price.lines).flatMap(({ group, lines }) => [
            `${group}:`,
            ...lines.map((l) => (amount(l) === '' ? `  ${l.label}` : `  ${l.label}: ${amount(l)}`)),
          ]),
          `Total: ${formatUsd(price.breakdown.total)}`,
          '',
        ]
      : []),
    BannerText.reservedDesktopNote,
    `Manage your move: ${dashboardLink}`,
  ].join('\n');
  const table = rows
    .map(([l, v]) => `<tr><th style="text-align:left">${escapeHtml(l)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  const lines = price
    ? groupedLines(price.lines)
        .map(
          ({ group, lines: ls }) =>
            `<tr><th colspan="2" style="text-align:left">${escapeHtml(group)}</th></tr>` +
            ls
              .map(
                (l) =>
                  `<tr><td>${escapeHtml(l.label)}</td><td style="text-align:right">${escapeHtml(amount(l))}</td></tr>`,
              )
              .join(''),
        )
        .join('') +
      `<tr><th style="text-align:left">Total</th><th style="text-align:right">${escapeHtml(formatUsd(price.breakdown.total))}</th></tr>`
    : '';
  const html = `<h1>Your ${escapeHtml(PRODUCT)} move is booked</h1><table>${table}</table><table>${lines}</table><p>${escapeHtml(BannerText.reservedDesktopNote)}</p><p><a href="${escapeHtml(dashboardLink)}">Manage your move</a></p>`;
  return { to: quoteEmailAddress(quote), subject, text, html };
}
