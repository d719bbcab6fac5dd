import { describe, expect, it } from 'vitest';
import { FIPS, QUARANTINE_AREA } from '../../tests/fixtures/quarantine-area';
import { type IsoDate, isoDate } from '../calendar/iso-date';
import { cents } from '../money/money';
import { BuildingType, DeliveryType, EquipType } from '../quote/enums';
import { InspectionFormState, Milestone } from './enums';
import { inspectionDecision } from './inspection-form';
import {
  BALANCE_LEAD_DAYS,
  type ReadinessInput,
  type ReadinessItem,
  ReadinessKind,
  ReadinessState,
  ReadinessText,
  readinessChecklist,
} from './readiness';

const d = isoDate;

/**
 * New York (an apartment) to Los Angeles (a home), door to door, two ReloCubes: drop-off Tuesday Dec 8,
 * pickup Friday Dec 11, delivery from Friday Dec 18; a card on file, nothing charged yet.
 */
const MOVE: ReadinessInput = {
  today: d('2026-11-26'),
  bookedOn: d('2026-11-20'),
  cancelled: false,
  origin: { delivery: DeliveryType.Door, buildingType: BuildingType.apartment, state: 'NY', holidays: [] },
  destination: { delivery: DeliveryType.Door, buildingType: BuildingType.home, state: 'CA', holidays: [] },
  equipment: { type: EquipType.Relocube, quantity: 2 },
  dropOff: d('2026-12-08'),
  pickup: d('2026-12-11'),
  delivery: d('2026-12-18'),
  paymentMethodOnFile: true,
  payments: { due: cents(412_500), captured: cents(0), paymentInfoRequired: false },
  inspection: inspectionDecision(
    QUARANTINE_AREA,
    { state: 'NY', fips: FIPS.newYork },
    { state: 'CA', fips: '' },
    false,
  ),
  complete: { dropOff: false, originPickup: false, delivery: false, move: false },
};

const move = (over: Partial<ReadinessInput> = {}) => readinessChecklist({ ...MOVE, ...over });
const item = (items: readonly ReadinessItem[], kind: ReadinessKind) => {
  const found = items.find((i) => i.kind === kind);
  if (!found) throw new Error(`no ${kind} item`);
  return found;
};
const summary = (items: readonly ReadinessItem[]) =>
  items.map((i) => [i.kind, i.state, i.deadline] as [ReadinessKind, ReadinessState, IsoDate | null]);

describe('readiness checklist (issue 13 "Readiness checklist")', () => {
  it('issue 13: a door-to-door move lists parking at both ends, the §4 inspection form, the payment method and the balance, earliest deadline first', () => {
    expect(summary(move())).toEqual([
      // 5 business days before drop-off on Tuesday Dec 8.
      [ReadinessKind.OriginParking, ReadinessState.ToDo, '2026-12-01'],
      // The business day before drop-off.
      [ReadinessKind.PaymentMethod, ReadinessState.Done, '2026-12-07'],
      // The business day before pickup on Friday Dec 11.
      [ReadinessKind.InspectionForm, ReadinessState.ToDo, '2026-12-10'],
      // 5 business days before delivery on Friday Dec 18.
      [ReadinessKind.DestinationParking, ReadinessState.ToDo, '2026-12-11'],
      // 2 days before delivery: it can still be booked online for that day.
      [ReadinessKind.Balance, ReadinessState.Automatic, '2026-12-16'],
    ]);
  });

  it('issue 13: each item names the milestone it protects, and its deadline is on or before that day', () => {
    for (const i of move()) {
      const due = i.before?.date;
      if (!i.deadline || !due) throw new Error(`${i.kind} has no deadline or milestone day`);
      expect(i.deadline <= due).toBe(true);
    }
    expect(item(move(), ReadinessKind.OriginParking).before).toEqual({
      milestone: Milestone.DropOff,
      date: '2026-12-08',
    });
    expect(item(move(), ReadinessKind.InspectionForm).before?.milestone).toBe(Milestone.OriginPickup);
    expect(item(move(), ReadinessKind.Balance).before?.milestone).toBe(Milestone.Delivery);
  });

  it('issue 13: the parking words say how much space (one space per ReloCube, about 40 feet for a trailer) and what to ask', () => {
    const cubes = item(move(), ReadinessKind.OriginParking).detail;
    expect(cubes).toContain(
      'From drop-off until pickup, your 2 ReloCubes need 2 parking spaces side by side.',
    );
    expect(cubes).toContain(ReadinessText.apartment);
    const home = item(move(), ReadinessKind.DestinationParking).detail;
    expect(home).toContain(ReadinessText.home);
    expect(home).toContain('From delivery until we collect the empty equipment, your 2 ReloCubes');
    const one = item(
      move({ equipment: { type: EquipType.Relocube, quantity: 1 } }),
      ReadinessKind.OriginParking,
    );
    expect(one.detail).toContain('your ReloCube needs one parking space.');
    const trailer = item(
      move({ equipment: { type: EquipType.Trailer, quantity: 1 } }),
      ReadinessKind.OriginParking,
    );
    expect(trailer.detail).toContain('about 40 feet');
    const storage = item(
      move({ origin: { ...MOVE.origin, buildingType: BuildingType.storage } }),
      ReadinessKind.OriginParking,
    );
    expect(storage.detail).toContain(ReadinessText.storage);
  });

  it('issue 13: a terminal end needs no permit: its parking item is not needed, without a deadline, listed last', () => {
    const items = move({
      origin: { ...MOVE.origin, delivery: DeliveryType.Terminal },
      destination: { ...MOVE.destination, delivery: DeliveryType.Terminal },
    });
    const origin = item(items, ReadinessKind.OriginParking);
    expect(origin).toMatchObject({ state: ReadinessState.NotNeeded, deadline: null, action: null });
    expect(origin.detail).toBe(ReadinessText.terminalParking('load'));
    expect(item(items, ReadinessKind.DestinationParking).detail).toBe(
      ReadinessText.terminalParking('unload'),
    );
    expect(items.slice(-2).map((i) => i.state)).toEqual([ReadinessState.NotNeeded, ReadinessState.NotNeeded]);
    // At a terminal destination the balance protects the terminal unloading.
    expect(item(items, ReadinessKind.Balance).before?.milestone).toBe(Milestone.TerminalUnloading);
  });

  it('issue 13: business days skip the end’s station holidays', () => {
    const items = move({ origin: { ...MOVE.origin, holidays: [d('2026-12-07'), d('2026-12-01')] } });
    // Before Tue Dec 8 without Mon Dec 7 and Tue Dec 1: Fri 4, Thu 3, Wed 2, Mon Nov 30, Fri Nov 27.
    expect(item(items, ReadinessKind.OriginParking).deadline).toBe('2026-11-27');
    expect(item(items, ReadinessKind.PaymentMethod).deadline).toBe('2026-12-04');
  });

  it('issue 13: past its deadline an item still to do is overdue, and says to act today', () => {
    const items = move({ today: d('2026-12-02') });
    const parking = item(items, ReadinessKind.OriginParking);
    expect(parking.state).toBe(ReadinessState.Overdue);
    expect(parking.detail).toContain(ReadinessText.overdue);
    expect(item(items, ReadinessKind.InspectionForm).state).toBe(ReadinessState.ToDo);
    // On the deadline itself it is still to do.
    expect(item(move({ today: d('2026-12-01') }), ReadinessKind.OriginParking).state).toBe(
      ReadinessState.ToDo,
    );
  });

  it('issue 13: a move booked after a lead time has passed (short notice) has that item due the business day before its milestone, not overdue from the start', () => {
    // Booked on Thursday Dec 3 for drop-off on Tuesday Dec 8: parking was due on Dec 1 under the usual notice.
    const items = move({ today: d('2026-12-03'), bookedOn: d('2026-12-03') });
    const parking = item(items, ReadinessKind.OriginParking);
    expect(parking).toMatchObject({ state: ReadinessState.ToDo, deadline: '2026-12-07' });
    expect(parking.detail).toContain(ReadinessText.shortNotice);
    expect(parking.detail).not.toContain(ReadinessText.overdue);
    // Items whose usual lead time is still ahead keep it, without the short-notice words.
    const inspection = item(items, ReadinessKind.InspectionForm);
    expect(inspection.deadline).toBe('2026-12-10');
    expect(inspection.detail).not.toContain(ReadinessText.shortNotice);
    // Past that day it is overdue like any other item.
    const late = item(
      move({ today: d('2026-12-08'), bookedOn: d('2026-12-03') }),
      ReadinessKind.OriginParking,
    );
    expect(late.state).toBe(ReadinessState.Overdue);
    expect(late.detail).toContain(ReadinessText.overdue);
  });

  it('issue 13: a move booked the business day before drop-off (or on it) has its short-notice items due that very day', () => {
    const dayBefore = move({ today: d('2026-12-07'), bookedOn: d('2026-12-07') });
    expect(item(dayBefore, ReadinessKind.OriginParking)).toMatchObject({
      state: ReadinessState.ToDo,
      deadline: '2026-12-07',
    });
    const sameDay = move({ today: d('2026-12-08'), bookedOn: d('2026-12-08'), paymentMethodOnFile: false });
    expect(item(sameDay, ReadinessKind.OriginParking).deadline).toBe('2026-12-08');
    expect(item(sameDay, ReadinessKind.PaymentMethod)).toMatchObject({
      state: ReadinessState.ToDo,
      deadline: '2026-12-08',
    });
  });

  it('issue 13: the balance of a move booked after its usual deadline is due from the booking day, never before it', () => {
    // Delivery from Friday Dec 18: the balance is usually due BALANCE_LEAD_DAYS (2) days before, Wednesday Dec 16.
    expect(BALANCE_LEAD_DAYS).toBe(2);
    expect(item(move(), ReadinessKind.Balance).deadline).toBe('2026-12-16');
    // Booked on Thursday Dec 17 (a late booking of a short move): due that day, not the day before it.
    const paidLate = { due: cents(12_500), captured: cents(400_000), paymentInfoRequired: false };
    const late = move({ today: d('2026-12-17'), bookedOn: d('2026-12-17'), payments: paidLate });
    expect(item(late, ReadinessKind.Balance)).toMatchObject({
      state: ReadinessState.ToDo,
      deadline: '2026-12-17',
    });
    // Never after the delivery itself.
    const onDelivery = move({ today: d('2026-12-18'), bookedOn: d('2026-12-19'), payments: paidLate });
    expect(item(onDelivery, ReadinessKind.Balance).deadline).toBe('2026-12-18');
  });

  it('issue 13: without a known booking day every deadline keeps its usual lead time', () => {
    const items = move({ today: d('2026-12-03'), bookedOn: null });
    expect(item(items, ReadinessKind.OriginParking)).toMatchObject({
      state: ReadinessState.Overdue,
      deadline: '2026-12-01',
    });
  });

  it('issue 13: once the pickup has happened without the signed inspection checklist it is overdue, whatever the day; a completed move has no checklist', () => {
    const picked = { dropOff: true, originPickup: true, delivery: false, move: false };
    // Booked at short notice on the pickup day itself: due that day, yet the pickup has already happened.
    const late = item(
      move({ today: d('2026-12-11'), bookedOn: d('2026-12-11'), complete: picked }),
      ReadinessKind.InspectionForm,
    );
    expect(late.state).toBe(ReadinessState.Overdue);
    expect(late.detail).toContain(ReadinessText.overdue);
    expect(late.detail).not.toContain(ReadinessText.shortNotice);
    expect(move({ today: d('2026-12-30'), complete: { ...picked, delivery: true, move: true } })).toEqual([]);
  });

  it('issue 13: parking is done once the equipment was placed (drop-off, delivery complete)', () => {
    const items = move({
      today: d('2026-12-20'),
      complete: { dropOff: true, originPickup: true, delivery: true, move: false },
      payments: { due: cents(0), captured: cents(412_500), paymentInfoRequired: false },
    });
    expect(item(items, ReadinessKind.OriginParking).state).toBe(ReadinessState.Done);
    expect(item(items, ReadinessKind.DestinationParking).state).toBe(ReadinessState.Done);
    expect(item(items, ReadinessKind.Balance)).toMatchObject({
      state: ReadinessState.Done,
      detail: ReadinessText.balancePaid,
      action: null,
    });
  });

  it('issue 13: no payment method on file: to do before drop-off, with the payment page as the action; overdue after', () => {
    const missing = item(move({ paymentMethodOnFile: false }), ReadinessKind.PaymentMethod);
    expect(missing).toMatchObject({
      state: ReadinessState.ToDo,
      deadline: '2026-12-07',
      action: 'pay',
      detail: ReadinessText.paymentMissing,
    });
    const late = item(
      move({ paymentMethodOnFile: false, today: d('2026-12-08') }),
      ReadinessKind.PaymentMethod,
    );
    expect(late.state).toBe(ReadinessState.Overdue);
  });

  it('issue 13 (§3 PaymentInfoRequired): after a declined charge the payment method is due now and the balance must be paid online', () => {
    const declined = { due: cents(412_500), captured: cents(0), paymentInfoRequired: true };
    const items = move({ today: d('2026-12-14'), payments: declined });
    expect(item(items, ReadinessKind.PaymentMethod)).toMatchObject({
      state: ReadinessState.ToDo,
      deadline: '2026-12-14',
      action: 'pay',
      detail: ReadinessText.paymentDeclined,
    });
    expect(item(items, ReadinessKind.Balance)).toMatchObject({
      state: ReadinessState.ToDo,
      deadline: '2026-12-16',
      action: 'pay',
      detail: ReadinessText.balanceDue('$4,125.00'),
    });
    // Past the balance's deadline both are overdue, and the card's deadline is the balance's.
    const late = move({ today: d('2026-12-17'), payments: declined });
    expect(item(late, ReadinessKind.PaymentMethod)).toMatchObject({
      state: ReadinessState.Overdue,
      deadline: '2026-12-16',
    });
    expect(item(late, ReadinessKind.Balance).state).toBe(ReadinessState.Overdue);
  });

  it('issue 13: before the Transit charge the balance is charged automatically: Automatic, without an action, never overdue', () => {
    const before = item(move({ today: d('2026-12-17') }), ReadinessKind.Balance);
    expect(before).toMatchObject({ state: ReadinessState.Automatic, action: null });
    expect(before.detail).toBe(ReadinessText.balanceAtTransit('$4,125.00'));
    // A balance left after a charge (a price increase) is paid online.
    const left = item(
      move({ payments: { due: cents(5_000), captured: cents(412_500), paymentInfoRequired: false } }),
      ReadinessKind.Balance,
    );
    expect(left).toMatchObject({
      state: ReadinessState.ToDo,
      action: 'pay',
      detail: ReadinessText.balanceDue('$50.00'),
    });
  });

  it('issue 13: with the delivery day unknown (storage), delivery items have no deadline yet and say so', () => {
    const items = move({ delivery: null });
    expect(item(items, ReadinessKind.DestinationParking).deadline).toBeNull();
    const balance = item(items, ReadinessKind.Balance);
    expect(balance.deadline).toBeNull();
    expect(balance.detail).toContain(ReadinessText.balanceDateUnknown.trim());
    expect(items.slice(-2).map((i) => i.kind)).toEqual([
      ReadinessKind.Balance,
      ReadinessKind.DestinationParking,
    ]);
  });

  it('issue 13: without the payments loaded there is no balance item', () => {
    expect(move({ payments: null }).map((i) => i.kind)).not.toContain(ReadinessKind.Balance);
  });

  it('issue 13: a cancelled move shows no checklist', () => {
    expect(move({ cancelled: true })).toEqual([]);
  });
});

describe('the inspection form item (§4 Inspection form states; issue 15 decides them from the quarantine list)', () => {
  const from = (state: string, fips: string, received = false) =>
    item(
      move({
        origin: { ...MOVE.origin, state },
        inspection: inspectionDecision(QUARANTINE_AREA, { state, fips }, { state: 'CA', fips: '' }, received),
      }),
      ReadinessKind.InspectionForm,
    );

  it('issue 15: a Required form says where the move starts, what to do by when, and links to the tool', () => {
    const ny = item(move(), ReadinessKind.InspectionForm);
    expect(ny).toMatchObject({ inspection: InspectionFormState.Required, action: 'inspection' });
    expect(ny.detail).toBe(ReadinessText.inspectionRequired('New York'));
    expect(ny.detail).not.toContain('Call us');
    expect(from('OH', FIPS.cuyahoga).detail).toBe(ReadinessText.inspectionRequired('Cuyahoga County, Ohio'));
  });

  it('issue 15: a partly quarantined state with the county unknown is asked, and says why', () => {
    expect(from('OH', '').detail).toBe(ReadinessText.inspectionPartial('Ohio'));
  });

  it('issue 15: a county of a partly quarantined state outside the area needs no form', () => {
    expect(from('OH', FIPS.hamilton)).toMatchObject({
      state: ReadinessState.NotNeeded,
      inspection: InspectionFormState.NotRequired,
      deadline: null,
      action: null,
      detail: ReadinessText.inspectionNotRequired,
    });
  });

  it('§4 Received: done, with its deadline kept and nothing left to do', () => {
    expect(from('OH', FIPS.cuyahoga, true)).toMatchObject({
      state: ReadinessState.Done,
      inspection: InspectionFormState.Received,
      detail: ReadinessText.inspectionReceived,
      deadline: '2026-12-10',
      action: null,
    });
  });

  it('issue 15: while the decision is not loaded the item is left out, not guessed', () => {
    expect(move({ inspection: null }).map((i) => i.kind)).not.toContain(ReadinessKind.InspectionForm);
  });
});
