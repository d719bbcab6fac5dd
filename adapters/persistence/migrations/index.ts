import type { Migration } from 'kysely';
import * as m0001 from './0001-initial';
import * as m0002 from './0002-accounts';
import * as m0003 from './0003-quote-changes';
import * as m0004 from './0004-quote-document-text';
import * as m0005 from './0005-analytics-events';
import * as m0006 from './0006-shared-captcha';
import * as m0007 from './0007-login-attempt-ids';
import * as m0008 from './0008-quote-creator';
import * as m0009 from './0009-reservations';
import * as m0010 from './0010-saved-cards';
import * as m0011 from './0011-appointment-bookings';
import * as m0012 from './0012-signup-codes';
import * as m0013 from './0013-sandbox-card-charges';
import * as m0014 from './0014-sandbox-paypal';
import * as m0015 from './0015-sandbox-affirm';
import * as m0016 from './0016-payments-ledger';
import * as m0017 from './0017-affirm-booking-checkouts';
import * as m0018 from './0018-payment-requests';
import * as m0019 from './0019-released-capacity';
import * as m0020 from './0020-shipment-events';
import * as m0021 from './0021-pickup-customer-events';
import * as m0023 from './0023-calendar-entries';
import * as m0027 from './0027-sms-outbox';
import * as m0028 from './0028-message-log';
import * as m0029 from './0029-message-preferences';
import * as m0030 from './0030-inspection-forms';
import * as m0031 from './0031-surveys';
import * as m0032 from './0032-place-mappings-referrals';
import * as m0033 from './0033-move-changes';
import * as m0034 from './0034-account-messages';
import * as m0035 from './0035-quote-email-claims';
import * as m0036 from './0036-plan-requests';

/**
 * Every migration, by name, in order. A static object (not a folder scan) so that it works the same
 * under tsx, vitest and a bundler. Add a new file and one line here; never edit a shipped migration.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-accounts': m0002,
  '0003-quote-changes': m0003,
  '0004-quote-document-text': m0004,
  '0005-analytics-events': m0005,
  '0006-shared-captcha': m0006,
  '0007-login-attempt-ids': m0007,
  '0008-quote-creator': m0008,
  '0009-reservations': m0009,
  '0010-saved-cards': m0010,
  '0011-appointment-bookings': m0011,
  '0012-signup-codes': m0012,
  '0013-sandbox-card-charges': m0013,
  '0014-sandbox-paypal': m0014,
  '0015-sandbox-affirm': m0015,
  '0016-payments-ledger': m0016,
  '0017-affirm-booking-checkouts': m0017,
  '0018-payment-requests': m0018,
  '0019-released-capacity': m0019,
  '0020-shipment-events': m0020,
  '0021-pickup-customer-events': m0021,
  '0023-calendar-entries': m0023,
  '0027-sms-outbox': m0027,
  '0028-message-log': m0028,
  '0029-message-preferences': m0029,
  '0030-inspection-forms': m0030,
  '0031-surveys': m0031,
  '0032-place-mappings-referrals': m0032,
  '0033-move-changes': m0033,
  '0034-account-messages': m0034,
  '0035-quote-email-claims': m0035,
  '0036-plan-requests': m0036,
};
