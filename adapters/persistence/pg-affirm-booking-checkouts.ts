import type { ColumnType, Kysely, Selectable } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type {
  AffirmBookingCheckout,
  AffirmBookingCheckouts,
  AffirmSavedCard,
} from '../../application/ports/affirm-booking-checkouts';
import type { RepositoryError } from '../../application/ports/quote-repository';
import { cents } from '../../domain/money/money';
import { AFFIRM_FLOWS, type AffirmFlow } from '../../domain/payment/affirm';
import { AFFIRM_CARD_USAGE } from '../../domain/payment/booking-payments';
import { CardBrand as Brand, CARD_BRANDS, type CardBrand } from '../../domain/payment/enums';
import { storage } from './storage';

/**
 * The table of migration 0017-affirm-booking-checkouts. Declared here rather than in schema.ts (the other
 * payments tables do the same); the composition hands over `db.withTables<AffirmBookingTables>()`.
 */
export type AffirmBookingTables = {
  affirm_booking_checkouts: {
    checkout_id: string;
    window_url: string;
    quote_id: number;
    user_id: number;
    flow: string;
    idempotency_key: string;
    opened_at: ColumnType<Date, string, never>;
    card_token: string | null;
    card_type: string | null;
    card_last_four: string | null;
    card_expiration_date: string | null;
    card_name: string | null;
    card_zip: string | null;
    checkout_token: string | null;
    approved_cents: number | null;
    card_saved_at: ColumnType<Date | null, string | null, string | null>;
  };
};

type Row = Selectable<AffirmBookingTables['affirm_booking_checkouts']>;

/**
 * The Affirm checkouts opened for booking, on PGlite or PostgreSQL: one row per checkout, unique per user
 * and Idempotency-Key; the saved card is written once (`where card_token is null`), so two requests at
 * once keep the first. Never a card number or security code.
 */
export class PgAffirmBookingCheckouts implements AffirmBookingCheckouts {
  private readonly db: Kysely<AffirmBookingTables>;

  constructor(db: Kysely<AffirmBookingTables>) {
    this.db = db;
  }

  findByKey(
    userId: number,
    idempotencyKey: string,
  ): ResultAsync<AffirmBookingCheckout | null, RepositoryError> {
    return storage(async () => {
      const row = await this.db
        .selectFrom('affirm_booking_checkouts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      return row ? checkoutOf(row) : null;
    });
  }

  find(checkoutId: string): ResultAsync<AffirmBookingCheckout | null, RepositoryError> {
    return storage(async () => {
      const row = await this.row(checkoutId);
      return row ? checkoutOf(row) : null;
    });
  }

  latestFor(quoteId: number, userId: number): ResultAsync<AffirmBookingCheckout | null, RepositoryError> {
    return storage(async () => {
      const row = await this.db
        .selectFrom('affirm_booking_checkouts')
        .selectAll()
        .where('quote_id', '=', quoteId)
        .where('user_id', '=', userId)
        .orderBy('opened_at', 'desc')
        .orderBy('checkout_id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? checkoutOf(row) : null;
    });
  }

  recordOpened(
    checkout: Omit<AffirmBookingCheckout, 'saved'>,
  ): ResultAsync<AffirmBookingCheckout, RepositoryError> {
    return storage(async () => {
      await this.db
        .insertInto('affirm_booking_checkouts')
        .values({
          checkout_id: checkout.checkoutId,
          window_url: checkout.windowUrl,
          quote_id: checkout.quoteId,
          user_id: checkout.userId,
          flow: checkout.flow,
          idempotency_key: checkout.idempotencyKey,
          opened_at: checkout.openedAt,
          card_token: null,
          card_type: null,
          card_last_four: null,
          card_expiration_date: null,
          card_name: null,
          card_zip: null,
          checkout_token: null,
          approved_cents: null,
          card_saved_at: null,
        })
        .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
        .execute();
      const row = await this.db
        .selectFrom('affirm_booking_checkouts')
        .selectAll()
        .where('user_id', '=', checkout.userId)
        .where('idempotency_key', '=', checkout.idempotencyKey)
        .executeTakeFirst();
      if (!row) throw new Error(`the Affirm checkout of key ${checkout.idempotencyKey} vanished`);
      return checkoutOf(row);
    });
  }

  recordSavedCard(
    checkoutId: string,
    card: AffirmSavedCard,
  ): ResultAsync<AffirmBookingCheckout, RepositoryError> {
    return storage(async () => {
      await this.db
        .updateTable('affirm_booking_checkouts')
        .set({
          card_token: card.creditCard.paymentProfileId,
          card_type: card.creditCard.type,
          card_last_four: card.creditCard.lastFour,
          card_expiration_date: card.creditCard.expirationDate,
          card_name: card.creditCard.name,
          card_zip: card.creditCard.zip,
          checkout_token: card.affirmPaymentData.checkoutToken,
          approved_cents: card.affirmPaymentData.priceAtLoanApproval,
          card_saved_at: card.savedAt,
        })
        .where('checkout_id', '=', checkoutId)
        .where('card_token', 'is', null)
        .execute();
      const row = await this.row(checkoutId);
      if (!row) throw new Error(`no Affirm booking checkout ${checkoutId} to save a card on`);
      return checkoutOf(row);
    });
  }

  private row(checkoutId: string): Promise<Row | undefined> {
    return this.db
      .selectFrom('affirm_booking_checkouts')
      .selectAll()
      .where('checkout_id', '=', checkoutId)
      .executeTakeFirst();
  }
}

function flowOf(stored: string): AffirmFlow {
  const flow = AFFIRM_FLOWS.find((f) => f === stored);
  if (!flow) throw new Error(`an Affirm booking checkout has an unknown flow: ${stored}`);
  return flow;
}

function brandOf(stored: string | null): CardBrand {
  return CARD_BRANDS.find((b) => b === stored) ?? Brand.Unspecified;
}

function checkoutOf(row: Row): AffirmBookingCheckout {
  const saved: AffirmSavedCard | null =
    row.card_token === null || row.card_saved_at === null || row.checkout_token === null
      ? null
      : {
          creditCard: {
            paymentProfileId: row.card_token,
            type: brandOf(row.card_type),
            lastFour: row.card_last_four ?? '',
            expirationDate: row.card_expiration_date ?? '',
            name: row.card_name ?? '',
            zip: row.card_zip ?? '',
            usage: AFFIRM_CARD_USAGE,
          },
          affirmPaymentData: {
            checkoutToken: row.checkout_token,
            priceAtLoanApproval: cents(Number(row.approved_cents ?? 0)),
            cardType: brandOf(row.card_type),
            cardName: row.card_name ?? '',
            cardZip: row.card_zip ?? '',
          },
          savedAt: row.card_saved_at.toISOString(),
        };
  return {
    checkoutId: row.checkout_id,
    windowUrl: row.window_url,
    quoteId: Number(row.quote_id),
    userId: Number(row.user_id),
    flow: flowOf(row.flow),
    idempotencyKey: row.idempotency_key,
    openedAt: row.opened_at.toISOString(),
    saved,
  };
}
