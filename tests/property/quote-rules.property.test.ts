import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
  EDIT_HISTORY_CAP,
  type EditEntry,
  type EditHistory,
  EMPTY_EDIT_HISTORY,
  entriesFor,
  latestEntry,
  record,
} from '../../domain/quote/edit-history';
import { QUOTE_ACTIONS, QUOTE_RESULTS, QuoteState } from '../../domain/quote/enums';
import { routeForCreateResult } from '../../domain/quote/quote-result-routes';
import { deriveQuoteState } from '../../domain/quote/quote-state';
import { isAppRoute } from '../../domain/quote/routes';

const result = fc.constantFrom(...QUOTE_RESULTS);
const action = fc.constantFrom(...QUOTE_ACTIONS);
const path = fc.oneof(fc.string(), fc.webPath(), fc.constant(''));

test.prop([result, action, fc.boolean(), path])(
  'routeForCreateResult is total and always gives a §2 route (§4 Creating a quote)',
  (r, a, success, currentPath) => {
    const route = routeForCreateResult({ success, result: r, action: a }, currentPath);
    expect(route.length).toBeGreaterThan(0);
    expect(route.startsWith('/')).toBe(true);
    expect(isAppRoute(route)).toBe(true);
  },
);

test.prop([result, action, path])(
  'success=false always goes to /moving-quotes/error (§4 step 7)',
  (r, a, currentPath) => {
    expect(routeForCreateResult({ success: false, result: r, action: a }, currentPath)).toBe(
      '/moving-quotes/error',
    );
  },
);

const field = fc.constantFrom(
  'equipmentTypeTrailer',
  'equipmentTypeRelocube',
  'spotDate',
  'toString',
  '__proto__',
);
const entry: fc.Arbitrary<EditEntry> = fc.record({
  value: fc.string({ maxLength: 8 }),
  at: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
});

test.prop([fc.array(fc.tuple(field, entry), { maxLength: 60 })])(
  'edit history holds at most 10 entries per field and always the latest one recorded (§4, §9)',
  (edits) => {
    let history: EditHistory = EMPTY_EDIT_HISTORY;
    const latest = new Map<string, EditEntry>();
    for (const [f, e] of edits) {
      history = record(history, f, e);
      latest.set(f, e);
      expect(entriesFor(history, f).length).toBeLessThanOrEqual(EDIT_HISTORY_CAP);
    }
    for (const [f, e] of latest) {
      expect(latestEntry(history, f)).toEqual(e);
      expect(entriesFor(history, f).length).toBeLessThanOrEqual(EDIT_HISTORY_CAP);
    }
  },
);

const quote = fc.record({
  IsValidQuote: fc.boolean(),
  IsCompleted: fc.boolean(),
  Details: fc.record({ Reserved: fc.boolean(), QuoteCompleted: fc.boolean() }),
});

test.prop([fc.option(quote, { nil: null })])(
  'deriveQuoteState is total and Reserved only when valid and reserved (§4 Quote state)',
  (q) => {
    const state = deriveQuoteState(q);
    expect(Object.values(QuoteState)).toContain(state);
    const validAndReserved = q === null ? false : q.IsValidQuote && q.Details.Reserved;
    expect(state === QuoteState.Reserved).toBe(validAndReserved);
  },
);
