import { describe, expect, it } from 'vitest';
import {
  EDIT_FAIL_REASONS,
  INFO_REQUIRED_ACTIONS,
  INVALID_ACTIONS,
  INVALID_HMAC_MESSAGE,
  INVALID_REASONS,
  LookupFailureReason,
  MY_MOVE_SUFFIX,
  PRODUCT,
  PropertyType,
  QUOTE_RESULTS,
  QuoteErrorType,
  QuoteState,
  RejectionMessage,
  WEB_RESERVATION_FLAGS,
  WILL_ADVISE,
} from './enums';

describe('the §4 and §8 enumerations, word for word', () => {
  it('lists the quote states and quote result types of §4', () => {
    expect(Object.values(QuoteState)).toEqual(['Unquoted', 'Quoted', 'Reserved', 'Manual']);
    expect(QUOTE_RESULTS).toEqual([
      'Auto',
      'Manual',
      'MANUAL_RESUBMIT',
      'InfoRequired',
      'Invalid',
      'Dupe',
      'Error',
      'ServiceError',
      'UnknownError',
      'INVALID_INPUT',
      'RedirectToCaptcha',
    ]);
  });

  it('lists the web reservation flags, invalid reasons and actions of §4', () => {
    expect(WEB_RESERVATION_FLAGS).toEqual([
      'Unspecified',
      'Resubmit',
      'Reserve',
      'CustomerPortal',
      'Cancelled',
    ]);
    expect(INVALID_REASONS).toEqual([
      'None',
      'InvalidMiles',
      'NotServed',
      'IntraState',
      'IntraMexico',
      'InvalidCityBoth',
      'InvalidCityOrigin',
      'InvalidCityDestination',
      'IntraCanada',
      'InvalidRefnum',
      'InvalidContactInfo',
    ]);
    expect(INVALID_ACTIONS).toEqual(['None', 'SendToPods', 'SendToBudget', 'CapacityUnserviceable']);
    expect(INFO_REQUIRED_ACTIONS).toEqual(['None', 'RequireLinearFeet', 'RequireContactInfo']);
    expect(Object.values(LookupFailureReason)).toEqual(['NoError', 'UserError', 'TechnicalError']);
  });

  it('lists the edit fail reasons of §4 "Editing or changing a quote"', () => {
    expect(EDIT_FAIL_REASONS).toEqual([
      'None',
      'NoRevisionMatch',
      'QuoteReserved',
      'QuoteExpired',
      'QuoteIdInvalid',
      'QuoteStatusInvalid',
      'InvalidCapacityUnserviceableDate',
      'RedirectToCaptcha',
    ]);
  });

  it('keeps the §8 error types, rejections and the captcha message exactly', () => {
    expect(Object.values(QuoteErrorType)).toEqual([
      'SpotDateIsPast',
      'WrongRevisionError',
      'QuoteIsIncomplete',
      'PaymentError',
      'QuoteCannotBeEdited',
      'UNKNOWN',
    ]);
    expect(MY_MOVE_SUFFIX).toBe(' (MyMove)');
    expect(Object.values(RejectionMessage)).toEqual([
      'Quote incomplete or reserved.',
      'No forms supplied',
      'No moves model loaded.',
      'No quote model loaded.',
    ]);
    expect(INVALID_HMAC_MESSAGE).toBe('Invalid HMAC, PoW, or reCAPTCHA creating quote');
  });

  it("keeps the §3 property types, 'Will Advise' and the product name", () => {
    expect(Object.values(PropertyType)).toEqual(['APARTMENT', 'HOME', 'SERVICE', 'STORAGE']);
    expect(WILL_ADVISE).toBe('Will Advise');
    expect(PRODUCT).toBe('Relomove');
  });
});
