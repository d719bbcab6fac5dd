import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { AltchaCaptchaVerifier } from './altcha-captcha-verifier';

async function solved(verifier: AltchaCaptchaVerifier): Promise<string> {
  const challenge = (await verifier.challenge())._unsafeUnwrap() as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('the self-hosted proof-of-work captcha (issue 3 bot checks)', () => {
  it('verifies a solved challenge once and refuses the replay', async () => {
    const verifier = new AltchaCaptchaVerifier({ keyPrefix: '00' });
    const payload = await solved(verifier);
    expect((await verifier.verify(payload))._unsafeUnwrap()).toBe(true);
    expect((await verifier.verify(payload))._unsafeUnwrap()).toBe(false);
  });

  it('refuses a solution to another server secret, a tampered counter and garbage', async () => {
    const verifier = new AltchaCaptchaVerifier({ keyPrefix: '00' });
    const foreign = await solved(new AltchaCaptchaVerifier({ keyPrefix: '00' }));
    expect((await verifier.verify(foreign))._unsafeUnwrap()).toBe(false);

    const payload = JSON.parse(Buffer.from(await solved(verifier), 'base64').toString());
    payload.solution.counter += 1;
    expect(
      (await verifier.verify(Buffer.from(JSON.stringify(payload)).toString('base64')))._unsafeUnwrap(),
    ).toBe(false);

    for (const junk of ['', 'not base64 json', Buffer.from('{"challenge":1}').toString('base64')]) {
      expect((await verifier.verify(junk))._unsafeUnwrap()).toBe(false);
    }
  });

  it('refuses an expired challenge', async () => {
    const verifier = new AltchaCaptchaVerifier({ keyPrefix: '00', ttlMs: -1000 });
    expect((await verifier.verify(await solved(verifier)))._unsafeUnwrap()).toBe(false);
  });
});
