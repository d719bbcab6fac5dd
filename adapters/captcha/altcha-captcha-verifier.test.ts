import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
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

  it("issue 9: two verifiers on one store (two instances on one database) verify each other's challenges, each solution once", async () => {
    const shared = new MemoryCaptchaStore();
    const a = new AltchaCaptchaVerifier({ keyPrefix: '00', store: shared });
    const b = new AltchaCaptchaVerifier({ keyPrefix: '00', store: shared });
    const payload = await solved(a);
    expect((await b.verify(payload))._unsafeUnwrap()).toBe(true);
    expect((await a.verify(payload))._unsafeUnwrap()).toBe(false);
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
