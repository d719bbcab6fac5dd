import type { Schema } from '../persistence/schema';

/**
 * The tables of the sandbox processor's own state (migrations 0010-saved-cards and 0013-sandbox-card-charges),
 * and the shared_secrets row of its fingerprint key (migration 0006): the Schema's own, declared once in
 * persistence/schema-sandbox-cards.ts (issue 29 "Declare each type once"). A type-only import, the one this
 * adapter makes of the persistence adapter (.dependency-cruiser.cjs); the composition hands it the same
 * Kysely instance.
 */
export type SandboxCardTables = Pick<
  Schema,
  | 'sandbox_card_tokens'
  | 'sandbox_card_requests'
  | 'sandbox_card_authorizations'
  | 'sandbox_card_captures'
  | 'sandbox_card_refunds'
  | 'sandbox_card_voids'
  | 'sandbox_card_charge_requests'
  | 'shared_secrets'
>;
