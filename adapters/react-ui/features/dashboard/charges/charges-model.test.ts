import { describe, expect, it } from 'vitest';
import { cents } from '../../../../../domain/money/money';
import { PaymentMethod } from '../../../../../domain/payment/enums';
import { LedgerEntryKind } from '../../../../../domain/payment/ledger-entry';
import { exampleQuote } from '../../../../../domain/quote/example-quote';
import type { Quote } from '../../../../../domain/quote/types';
import type { MovePayments } from '../../../../http/client/relomove-api';
import { chargesModel } from './charges-model';

/** A move from Los Angeles (the origin station in America/Los_Angeles). */
function losAngelesMove(): Quote {
  const quote = exampleQuote();
  const origin = quote.Details.Origin;
  const station = origin.StationDetail;
  if (!station) throw new Error('the example quote has an origin station');
  return {
    ...quote,
    Details: {
      ...quote.Details,
      Origin: {
        ...origin,
        City: 'Los Angeles',
        State: 'CA',
        StationDetail: { ...station, StateCode: 'CA', TimeZone: 'America/Los_Angeles' },
      },
    },
  } as unknown as Quote;
}

const CHARGED_AT = '2026-12-08T01:00:00.000Z'; // 5:00 p.m. Pacific on 12/07
const payments: MovePayments = {
  QuoteId: 1,
  TotalPrice: cents(346_528),
  Captured: cents(346_528),
  Refunded: cents(0),
  InvoiceAmountDue: cents(0),
  PaymentInfoRequired: false,
  TimeZone: 'America/Los_Angeles',
  Ledger: [
    {
      Id: 1,
      Kind: LedgerEntryKind.Capture,
      Amount: cents(346_528),
      Method: PaymentMethod.CreditCard,
      ProcessorReference: 'ch_1',
      RelatesTo: null,
      Actor: 'system',
      At: CHARGED_AT,
      Reason: 'Charged in transit',
      CardResult: null,
      Message: null,
    },
  ],
  Cancellation: null,
};

describe('the dashboard’s charges (issue 27: dates in the station’s time zone)', () => {
  it('a charge made at 5 p.m. in Los Angeles on 12/07 is a receipt of 12/07, whatever zone the browser runs in (it is 12/08 in UTC)', () => {
    const model = chargesModel({
      quote: losAngelesMove(),
      payments,
      shipment: null,
      schedule: null,
      now: new Date('2026-12-08T02:00:00.000Z'),
    });
    expect(model.timeline.past.map((p) => p.on)).toEqual(['2026-12-07']);
  });
});
