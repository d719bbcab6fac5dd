import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { isoDate } from '../../domain/calendar/iso-date';
import type { RateCard } from '../../domain/rating/rate-card';
import type { CityDirectory } from '../ports/city-directory';
import type { QuoteRepository } from '../ports/quote-repository';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import { CreateQuote } from './create-quote';
import type { CreateQuoteInput } from './quote-creation';

const input: CreateQuoteInput = {
  FromCity: '',
  FromState: '',
  FromZip: '10001',
  FromCountry: 'US',
  ToCity: '',
  ToState: '',
  ToZip: '90001',
  ToCountry: 'US',
  MoveDate: isoDate('2026-12-08'),
  MovingDateRange: '',
  MovingOutOf: '2 bedroom',
  LinearFeet: 13,
  EmailAddress: '',
  FromInput: '',
  ToInput: '',
  bot: { captcha: null, timing: null },
  visitor: { isAdmin: false },
};

const unused = <T>(name: string) =>
  new Proxy({} as object, {
    get: () => () => {
      throw new Error(`${name} should not be called`);
    },
  }) as T;

function createQuote(cities: CityDirectory) {
  return new CreateQuote({
    quotes: unused<QuoteRepository>('quotes'),
    cities,
    stations: unused<ServiceCenterDirectory>('stations'),
    rateCards: { inForceOn: () => ok({} as RateCard) },
    capacity: { isFull: () => false },
    captcha: {
      challenge: () => errAsync({ kind: 'CaptchaUnavailable', message: '' }),
      verify: () => okAsync(true),
    },
    botChecks: { enabled: false },
    cipher: { encrypt: () => 'token', decrypt: () => err({ kind: 'InvalidQuoteToken' }) },
    clock: { today: () => isoDate('2026-11-21'), now: () => '2026-11-21T15:00:00.000Z', nowMs: () => 0 },
  });
}

describe('CreateQuote (§4 "Creating a quote")', () => {
  it('answers UnknownError, never an exception, when something unexpected fails inside', async () => {
    const broken: CityDirectory = {
      search: () => [],
      byCity: () => null,
      nearest: () => null,
      byZip: () => {
        throw new Error('index corrupted');
      },
    };
    const output = (await createQuote(broken).execute(input))._unsafeUnwrap();
    expect(output.quote).toBeNull();
    expect(output.createQuoteResponse).toMatchObject({ success: true, result: 'UnknownError' });
    expect(output.createQuoteResponse.message).toContain('index corrupted');
  });
});
