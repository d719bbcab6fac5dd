import type { QuarantineArea } from '../../domain/shipment/readiness-quarantine';
import type { Token } from './token';

/**
 * Issue 15: the USDA APHIS spongy moth quarantine area (7 CFR 301.45-3), reference data shipped with the
 * release (data/spongy-moth-quarantine.json), read once at start.
 */
export interface SpongyMothQuarantine {
  area(): QuarantineArea;
}
export const SpongyMothQuarantine: Token<SpongyMothQuarantine> = Symbol('SpongyMothQuarantine');
