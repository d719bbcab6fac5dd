import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { exampleQuote } from '../../domain/quote/example-quote';
import type { InspectionForm } from '../../domain/shipment/inspection-form';
import { databasesUnderTest, secondPool, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { PgInspectionForms } from './pg-inspection-forms';
import { PgQuoteRepository } from './pg-quote-repository';

const AT = '2026-11-26T15:00:00.000Z';

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'the inspection forms on $name (issue 15, migration 0030: one signed form per move)',
  (underTest) => {
    let database: Database;
    let second: Database;
    const newQuote = async () =>
      (await new PgQuoteRepository(database.db).insert(exampleQuote(), AT))._unsafeUnwrap().QuoteId;
    const formOf = (quoteId: number, over: Partial<InspectionForm> = {}): InspectionForm => ({
      quoteId,
      itemsChecked: ['grills', 'bicycles'],
      noOutdoorItems: false,
      signerName: 'Casey Newcomer',
      dateSigned: '2026-11-26' as IsoDate,
      submittedAt: AT,
      submittedBy: 'Casey@Example.com',
      ...over,
    });

    beforeAll(async () => {
      database = await underTest.open();
      second = underTest.name === 'PostgreSQL' ? await secondPool(database) : database;
    }, 120_000);
    afterAll(async () => {
      if (second !== database) await second.close();
      await database.close();
    });

    it('stores a form and reads it back from another connection, the email lower-cased', async () => {
      const quoteId = await newQuote();
      const forms = new PgInspectionForms(database.db);
      expect((await forms.find(quoteId))._unsafeUnwrap()).toBeNull();
      const stored = (await forms.submit(formOf(quoteId)))._unsafeUnwrap();
      expect(stored).toEqual({ kind: 'Stored', form: formOf(quoteId, { submittedBy: 'casey@example.com' }) });
      expect((await new PgInspectionForms(second.db).find(quoteId))._unsafeUnwrap()).toEqual(stored.form);
    });

    it('a second form for the same move is not stored: the first one stands and is answered', async () => {
      const quoteId = await newQuote();
      const forms = new PgInspectionForms(database.db);
      await forms.submit(formOf(quoteId));
      const again = (
        await forms.submit(formOf(quoteId, { signerName: 'Someone Else', itemsChecked: ['ladders'] }))
      )._unsafeUnwrap();
      expect(again.kind).toBe('AlreadyReceived');
      expect(again.form.signerName).toBe('Casey Newcomer');
      expect(again.form.itemsChecked).toEqual(['grills', 'bicycles']);
    });

    it('two submissions at once, on two connections, store exactly one', async () => {
      const quoteId = await newQuote();
      const outcomes = await Promise.all([
        new PgInspectionForms(database.db).submit(formOf(quoteId, { signerName: 'First Signer' })),
        new PgInspectionForms(second.db).submit(formOf(quoteId, { signerName: 'Second Signer' })),
      ]);
      const kinds = outcomes.map((o) => o._unsafeUnwrap().kind).sort();
      expect(kinds).toEqual(['AlreadyReceived', 'Stored']);
      const rows = await database.db
        .selectFrom('inspection_forms')
        .select('signer_name')
        .where('quote_id', '=', quoteId)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('"no outdoor items" is stored with an empty list; the table refuses a list with it', async () => {
      const quoteId = await newQuote();
      const forms = new PgInspectionForms(database.db);
      const none = (
        await forms.submit(formOf(quoteId, { itemsChecked: [], noOutdoorItems: true }))
      )._unsafeUnwrap();
      expect(none.form).toMatchObject({ itemsChecked: [], noOutdoorItems: true });
      const other = await newQuote();
      await expect(
        sql`insert into inspection_forms values (${other}, array['grills']::text[], true, 'A', '2026-11-26', ${AT}, 'a@b.c')`.execute(
          database.db,
        ),
      ).rejects.toThrow();
    });
  },
);
