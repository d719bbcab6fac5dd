import { sql } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { InspectionFormOutcome, InspectionForms } from '../../application/ports/inspection-forms';
import type { RepositoryError } from '../../application/ports/quote-repository';
import type { InspectionForm } from '../../domain/shipment/inspection-form';
import { dateColumn, PgStore } from './pg-store';
import { arrayOf, storage } from './storage';

type Row = {
  quote_id: number;
  items_checked: string[] | string;
  no_outdoor_items: boolean;
  signer_name: string;
  date_signed: string | Date;
  submitted_at: Date;
  submitted_by: string;
};

const COLUMNS = [
  'quote_id',
  'items_checked',
  'no_outdoor_items',
  'signer_name',
  'date_signed',
  'submitted_at',
  'submitted_by',
] as const;

/**
 * Issue 15: the signed inspection forms in the inspection_forms table (migration 0030), on PGlite or
 * PostgreSQL. `submit` is one insert that does nothing when the move has a form (the quote id is the key),
 * so of two submissions at once, on any instances, exactly one is stored and the other reads it back.
 */
export class PgInspectionForms extends PgStore implements InspectionForms {
  find(quoteId: number): ResultAsync<InspectionForm | null, RepositoryError> {
    return storage(async () => {
      const row = await this.db
        .selectFrom('inspection_forms')
        .select(COLUMNS)
        .where('quote_id', '=', quoteId)
        .executeTakeFirst();
      return row ? formOf(row) : null;
    });
  }

  submit(form: InspectionForm): ResultAsync<InspectionFormOutcome, RepositoryError> {
    return storage(async (): Promise<InspectionFormOutcome> => {
      const inserted = await this.db
        .insertInto('inspection_forms')
        .values({
          quote_id: form.quoteId,
          items_checked: sql<string[]>`${sql.val([...form.itemsChecked])}::text[]` as unknown as string[],
          no_outdoor_items: form.noOutdoorItems,
          signer_name: form.signerName,
          date_signed: form.dateSigned,
          submitted_at: form.submittedAt,
          submitted_by: form.submittedBy.trim().toLowerCase(),
        })
        .onConflict((oc) => oc.column('quote_id').doNothing())
        .returning(COLUMNS)
        .executeTakeFirst();
      if (inserted) return { kind: 'Stored', form: formOf(inserted) };
      const stored = await this.db
        .selectFrom('inspection_forms')
        .select(COLUMNS)
        .where('quote_id', '=', form.quoteId)
        .executeTakeFirstOrThrow();
      return { kind: 'AlreadyReceived', form: formOf(stored) };
    });
  }
}

function formOf(row: Row): InspectionForm {
  return {
    quoteId: Number(row.quote_id),
    itemsChecked: arrayOf(row.items_checked),
    noOutdoorItems: Boolean(row.no_outdoor_items),
    signerName: row.signer_name,
    dateSigned: dateColumn(row.date_signed),
    submittedAt: new Date(row.submitted_at).toISOString(),
    submittedBy: row.submitted_by,
  };
}
