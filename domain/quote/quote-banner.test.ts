import { describe, expect, it } from 'vitest';
import { aQuote } from '../../tests/fixtures/quotes';
import { cents } from '../money/money';
import { SHIPMENT_STATES, ShipmentState } from '../shipment/enums';
import { EquipType } from './enums';
import { bannerEdge, equipmentSummary, isMobileWidth, quoteBanner, quoteViewHref } from './quote-banner';
import type { Quote } from './types';

const quote = (over: Partial<Quote> = {}, details: Partial<Quote['Details']> = {}): Quote => ({
  ...aQuote(over, details),
  QuoteId: 1234567,
  Revision: 1,
  ...over,
});

describe('quote banner stick edge (§2, §9 mobile width 40 x base font size)', () => {
  it('sticks to the bottom at mobile width (up to 40rem) and to the top otherwise', () => {
    expect(bannerEdge(375)).toBe('bottom');
    expect(bannerEdge(640)).toBe('bottom');
    expect(bannerEdge(641)).toBe('top');
    expect(bannerEdge(1280)).toBe('top');
  });

  it('follows the base font size (40 x base)', () => {
    expect(isMobileWidth(700, 20)).toBe(true);
    expect(isMobileWidth(801, 20)).toBe(false);
  });
});

describe('quote banner states (§2 Quote banner states)', () => {
  it('no banner while no quote is submitted (none, or not valid)', () => {
    expect(quoteBanner(null)).toEqual({ state: 'none' });
    expect(quoteBanner(quote({ IsValidQuote: false }))).toEqual({ state: 'none' });
  });

  it("Quoted: origin to destination, equipment summary, reference digits only, 'View Quote'", () => {
    expect(quoteBanner(quote({}, { Reserved: false }))).toEqual({
      state: 'Quoted',
      origin: 'Chicago, IL',
      destination: 'Denver, CO',
      equipment: '20 ft trailer',
      reference: '1234567',
      button: { text: 'View Quote', href: '/moving-quotes/quoteview?qId=q7Hk2LmP9xRt' },
    });
  });

  it("Manual: 'Quote under review'; asks for an email only when none is captured", () => {
    const manual = quote({ IsCompleted: false }, { QuoteCompleted: false, Reserved: false });
    expect(quoteBanner(manual)).toEqual({
      state: 'Manual',
      title: 'Quote under review',
      reference: '1234567',
      emailPrompt: null,
    });
    const noEmail = quote(
      { IsCompleted: false },
      { QuoteCompleted: false, Reserved: false, ContactEmailAddress: '', EmailAddress: '' },
    );
    expect(quoteBanner(noEmail)).toMatchObject({
      emailPrompt: 'Please provide your email so we can send your quote.',
    });
    expect(quoteBanner(manual, { inNoQuoteResponseTest: true })).toMatchObject({
      title: 'Your quote is ready',
    });
  });

  it("Reserved: 'My Relomove Move' + 'Manage Move' when complete, 'Move Under Review' + 'Dashboard' otherwise", () => {
    // As booking stores it (reserved-quote.ts): nothing captured yet, the whole total due.
    const booked = quote({}, { Reserved: true });
    const r = booked.Details.Reservation;
    if (!r) throw new Error('the example quote has a reservation');
    const due = {
      ...booked,
      Details: { ...booked.Details, Reservation: { ...r, InvoiceAmountDue: r.TotalPrice } },
    };
    expect(quoteBanner(due)).toEqual({
      state: 'Reserved',
      title: 'My Relomove Move',
      button: { text: 'Manage Move', href: '/dashboard' },
      desktopNote: "Nothing is charged until we're in transit with your loaded container.",
      stage: 'Booked',
    });
    expect(
      quoteBanner(quote({ IsCompleted: false }, { Reserved: true, QuoteCompleted: false })),
    ).toMatchObject({ title: 'Move Under Review', button: { text: 'Dashboard', href: '/dashboard' } });
  });

  it('a cancelled reservation does not promise a charge at Transit: its desktop line says it is cancelled (ours)', () => {
    const cancelled = quote({}, { Reserved: true, WebReservationFlag: 'Cancelled' });
    expect(quoteBanner(cancelled)).toMatchObject({
      state: 'Reserved',
      button: { href: '/dashboard' },
      desktopNote: 'This reservation is cancelled.',
    });
  });

  it('issue 27: once the move is charged (its balance below its total) the banner stops promising nothing is charged', () => {
    const booked = quote({}, { Reserved: true });
    const r = booked.Details.Reservation;
    if (!r) throw new Error('the example quote has a reservation');
    const charged = {
      ...booked,
      Details: { ...booked.Details, Reservation: { ...r, InvoiceAmountDue: cents(0) } },
    };
    expect(quoteBanner(charged)).toMatchObject({
      stage: 'Charged',
      desktopNote: 'Your move was charged when it went into transit.',
    });
  });
});

describe('issue 27: the banner of a booked move, one state at a time (move-messages.ts)', () => {
  const booked = quote({}, { Reserved: true });
  const r = booked.Details.Reservation;
  if (!r) throw new Error('the example quote has a reservation');
  const due = (amount: number) => ({
    ...booked,
    Details: { ...booked.Details, Reservation: { ...r, InvoiceAmountDue: cents(amount) } },
  });
  const notCharged = due(r.TotalPrice);
  const charged = due(0);
  const note = (q: Quote, shipment: ShipmentState | null) => quoteBanner(q, { shipment });

  it('booked, nothing left yet: the §2 promise that nothing is charged until transit', () => {
    expect(note(notCharged, ShipmentState.NonShipped)).toMatchObject({
      stage: 'Booked',
      desktopNote: "Nothing is charged until we're in transit with your loaded container.",
    });
  });

  it('in transit, the charge not recorded yet (being made, or declined): the balance is due, no "Nothing is charged"', () => {
    expect(note(notCharged, ShipmentState.Shipped)).toMatchObject({
      stage: 'InTransit',
      desktopNote: 'Your move is in transit, so its balance is due now.',
    });
  });

  it('charged in transit: it says it was charged', () => {
    expect(note(charged, ShipmentState.Shipped)).toMatchObject({
      stage: 'Charged',
      desktopNote: 'Your move was charged when it went into transit.',
    });
  });

  it('delivered: it says the move is complete, not merely charged', () => {
    expect(note(charged, ShipmentState.Completed)).toMatchObject({
      stage: 'Delivered',
      desktopNote: 'Your move is complete. Thank you for moving with us.',
    });
  });

  it('cancelled: it says so, whatever the shipment', () => {
    const cancelled = {
      ...charged,
      Details: { ...charged.Details, WebReservationFlag: 'Cancelled' as const },
    };
    expect(note(cancelled, ShipmentState.Completed)).toMatchObject({
      stage: 'Cancelled',
      desktopNote: 'This reservation is cancelled.',
    });
  });

  it('no line of any state has a double period', () => {
    for (const shipment of [null, ...SHIPMENT_STATES]) {
      for (const q of [notCharged, charged]) {
        const b = note(q, shipment);
        if (b.state === 'Reserved') expect(b.desktopNote).not.toMatch(/\.\./);
      }
    }
  });
});

describe('equipment summary (§2 quoted banner)', () => {
  it('a trailer by its linear feet, ReloCubes by count', () => {
    expect(equipmentSummary({ EquipType: EquipType.Trailer, LinearFeet: 13, EquipQuantity: 1 })).toBe(
      '13 ft trailer',
    );
    expect(equipmentSummary({ EquipType: EquipType.Relocube, LinearFeet: 0, EquipQuantity: 1 })).toBe(
      '1 ReloCube',
    );
    expect(equipmentSummary({ EquipType: EquipType.Relocube, LinearFeet: 0, EquipQuantity: 3 })).toBe(
      '3 ReloCubes',
    );
  });

  it('the View Quote link encodes the token', () => {
    expect(quoteViewHref('a b')).toBe('/moving-quotes/quoteview?qId=a%20b');
  });
});
