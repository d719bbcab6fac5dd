import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, type FreshDatabase, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from '../persistence/database';
import { PgCaptchaStore } from '../persistence/pg-captcha-store';
import { AltchaCaptchaVerifier } from './altcha-captcha-verifier';
import { MemoryCaptchaStore } from './memory-captcha-store';

async function solved(verifier: AltchaCaptchaVerifier, work?: number): Promise<string> {
  const challenge = (await verifier.challenge(work))._unsafeUnwrap() as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const reencode = (payload: string, change: (p: { challenge: Challenge }) => void) => {
  const decoded = JSON.parse(Buffer.from(payload, 'base64').toString());
  change(decoded);
  return Buffer.from(JSON.stringify(decoded)).toString('base64');
};

describe('the self-hosted proof-of-work captcha (issue 3 bot checks)', () => {
  const memory = () => new AltchaCaptchaVerifier({ keyPrefix: '00', store: new MemoryCaptchaStore() });

  it('verifies a solved challenge once and refuses the replay', async () => {
    const verifier = memory();
    const payload = await solved(verifier);
    expect((await verifier.verify(payload))._unsafeUnwrap()).toBe(true);
    expect((await verifier.verify(payload))._unsafeUnwrap()).toBe(false);
  });

  it('refuses a solution to another server secret, a tampered counter and garbage', async () => {
    const verifier = memory();
    const foreign = await solved(memory());
    expect((await verifier.verify(foreign))._unsafeUnwrap()).toBe(false);

    const tampered = reencode(await solved(verifier), (p) => {
      (p as unknown as { solution: { counter: number } }).solution.counter += 1;
    });
    expect((await verifier.verify(tampered))._unsafeUnwrap()).toBe(false);

    for (const junk of ['', 'not base64 json', Buffer.from('{"challenge":1}').toString('base64')]) {
      expect((await verifier.verify(junk))._unsafeUnwrap()).toBe(false);
    }
  });

  it('refuses an expired challenge', async () => {
    const verifier = new AltchaCaptchaVerifier({
      keyPrefix: '00',
      ttlMs: -1000,
      store: new MemoryCaptchaStore(),
    });
    expect((await verifier.verify(await solved(verifier)))._unsafeUnwrap()).toBe(false);
  });

  it('a challenge carries its work, signed: a lighter one than asked for, or one whose work was raised after signing, is refused (issue 9 finding 3)', async () => {
    const verifier = memory();
    const light = await solved(verifier, 1);
    expect((await verifier.verify(light, 4))._unsafeUnwrap()).toBe(false);
    const heavy = await solved(verifier, 4);
    const raised = reencode(light, (p) => {
      p.challenge.parameters.cost = 4;
    });
    expect((await verifier.verify(raised, 4))._unsafeUnwrap()).toBe(false);
    expect((await verifier.verify(heavy, 4))._unsafeUnwrap()).toBe(true);
  });
});

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'the captcha shared through the database on $name (issue 9 scale-out)',
  (underTest) => {
    let fresh: FreshDatabase;
    let first: Database;
    let second: Database;

    beforeAll(async () => {
      fresh = await underTest.fresh();
      first = await fresh.open();
      // PostgreSQL: a second pool, as a second instance has. PGlite (one process by design): the same database.
      second = underTest.name === 'PostgreSQL' ? await fresh.open() : first;
    }, 120_000);
    afterAll(async () => {
      if (second !== first) await second.close();
      await first.close();
      await fresh.dispose();
    });

    const instance = (database: Database) =>
      new AltchaCaptchaVerifier({ keyPrefix: '00', store: new PgCaptchaStore(database.db) });

    it('a challenge issued by one instance verifies on another, and only once across both', async () => {
      const a = instance(first);
      const b = instance(second);
      const payload = await solved(a);
      expect((await b.verify(payload))._unsafeUnwrap()).toBe(true);
      expect((await a.verify(payload))._unsafeUnwrap()).toBe(false);
      expect((await b.verify(payload))._unsafeUnwrap()).toBe(false);
    });

    it('instances starting together agree on one secret (insert-if-absent)', async () => {
      const stores = Array.from({ length: 6 }, (_, i) => new PgCaptchaStore((i % 2 ? second : first).db));
      const secrets = await Promise.all(stores.map(async (s) => (await s.secret())._unsafeUnwrap()));
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
    });

    it('simultaneous verifications of one solution on both instances accept it exactly once', async () => {
      const payload = await solved(instance(first));
      const verifiers = Array.from({ length: 8 }, (_, i) => instance(i % 2 ? second : first));
      const answers = await Promise.all(
        verifiers.map(async (v) => (await v.verify(payload))._unsafeUnwrap()),
      );
      expect(answers.filter(Boolean)).toHaveLength(1);
    });

    it('spent challenges are kept until they expire, then deleted', async () => {
      const store = new PgCaptchaStore(first.db);
      const now = Date.parse('2026-11-23T12:00:00Z');
      expect((await store.spend('sig-old', now - 1000, now - 120_000))._unsafeUnwrap()).toBe(true);
      expect((await store.spend('sig-old', now - 1000, now - 110_000))._unsafeUnwrap()).toBe(false);
      // A minute later the next spend cleans up: the expired one is gone, the live one stays.
      expect((await store.spend('sig-new', now + 600_000, now))._unsafeUnwrap()).toBe(true);
      const left = await first.db.selectFrom('captcha_spent').select('signature').execute();
      expect(left.map((r) => r.signature)).toContain('sig-new');
      expect(left.map((r) => r.signature)).not.toContain('sig-old');
    });
  },
);
