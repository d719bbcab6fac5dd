import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('server configuration (issue 3 "Run it")', () => {
  it('runs the embedded demo with no configuration: port 3000, ./data, bot checks off, demo users on', () => {
    expect(readConfig({})._unsafeUnwrap()).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: null,
      botChecks: false,
      demoUsers: true,
    });
  });

  it('links emails to PUBLIC_SITE_URL, or to localhost on the configured port', () => {
    expect(readConfig({ PORT: '8080' })._unsafeUnwrap().publicSiteUrl).toBe('http://localhost:8080');
    expect(readConfig({ PUBLIC_SITE_URL: 'https://www.relomove.com/' })._unsafeUnwrap().publicSiteUrl).toBe(
      'https://www.relomove.com',
    );
  });

  it('issue 14: sends email over SMTP only when SMTP_URL is set (the sandbox outbox by default), from MAIL_FROM', () => {
    expect(readConfig({})._unsafeUnwrap()).toMatchObject({ smtpUrl: null, mailFrom: null });
    expect(
      readConfig({
        SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465',
        MAIL_FROM: 'Relomove <moves@relomove.com>',
      })._unsafeUnwrap(),
    ).toMatchObject({
      smtpUrl: 'smtps://mailer:s3cret@smtp.example.com:465',
      mailFrom: 'Relomove <moves@relomove.com>',
    });
  });

  it('issue 14: a bad SMTP_URL or MAIL_FROM is named without echoing the value (it may carry a password)', () => {
    const errors = readConfig({
      SMTP_URL: 'http://mailer:s3cret@smtp.example.com',
      MAIL_FROM: 'Relomove',
    })._unsafeUnwrapErr();
    expect(errors).toEqual([
      'SMTP_URL - must be an smtp:// or smtps:// address',
      "MAIL_FROM - must be an address or 'Name <address>'",
    ]);
    expect(errors.join('\n')).not.toContain('s3cret');
  });

  it('turns bot checks on and demo users off for a real PostgreSQL deployment', () => {
    const config = readConfig({
      DATABASE_URL: 'postgres://app@db:5432/relomove',
      QUOTE_LINK_SECRET: 'a'.repeat(64),
      DEMO_USERS: 'on',
    })._unsafeUnwrap();
    expect(config.botChecks).toBe(true);
    expect(config.demoUsers).toBe(false);
  });

  it('runs the embedded database on a thread of its own unless PGLITE_THREAD=off (issue 28)', () => {
    expect(readConfig({})._unsafeUnwrap().pgliteThread).toBe(true);
    expect(readConfig({ PGLITE_THREAD: 'on' })._unsafeUnwrap().pgliteThread).toBe(true);
    expect(readConfig({ PGLITE_THREAD: 'off' })._unsafeUnwrap().pgliteThread).toBe(false);
  });

  it('stops on a bad value with a message that names the variable', () => {
    expect(readConfig({ PORT: 'eighty' })._unsafeUnwrapErr()[0]).toMatch(/^PORT - /);
    expect(readConfig({ PORT: '70000' })._unsafeUnwrapErr()[0]).toMatch(/^PORT - /);
    expect(readConfig({ DATABASE_URL: 'mysql://x' })._unsafeUnwrapErr()[0]).toMatch(/^DATABASE_URL - /);
    expect(readConfig({ DATABASE_URL: 'postgres://x/y' })._unsafeUnwrapErr()[0]).toMatch(
      /^QUOTE_LINK_SECRET - /,
    );
    expect(readConfig({ BOT_CHECKS: 'maybe' })._unsafeUnwrapErr()[0]).toMatch(/^BOT_CHECKS - /);
    expect(readConfig({ PGLITE_THREAD: 'yes' })._unsafeUnwrapErr()[0]).toMatch(/^PGLITE_THREAD - /);
    expect(readConfig({ BUSINESS_TIME_ZONE: 'Mars/Olympus' })._unsafeUnwrapErr()[0]).toMatch(
      /^BUSINESS_TIME_ZONE - /,
    );
  });

  it('reads TRUST_PROXY as addresses and CIDR ranges, IPv4 and IPv6; empty trusts nobody (issue 9 finding 4)', () => {
    expect(readConfig({})._unsafeUnwrap().trustProxy).toEqual([]);
    expect(readConfig({ TRUST_PROXY: '' })._unsafeUnwrap().trustProxy).toEqual([]);
    expect(
      readConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8,::1 ,FD00::/8,' })._unsafeUnwrap().trustProxy,
    ).toEqual(['127.0.0.1/32', '10.0.0.0/8', '::1/128', 'fd00::/8']);
  });

  it('refuses a TRUST_PROXY entry that is not an address or a CIDR range, naming the variable', () => {
    for (const bad of [
      'localhost',
      '10.0.0.0/33',
      '::/129',
      '10.0.0.0/',
      '10.0.0.0/8/8',
      '300.1.1.1',
      '10.0.0.0/-1',
    ]) {
      const lines = readConfig({ TRUST_PROXY: `127.0.0.1,${bad}` })._unsafeUnwrapErr();
      expect(lines, bad).toEqual([
        `TRUST_PROXY - '${bad}' is not an IP address or a CIDR range (e.g. 127.0.0.1,10.0.0.0/8,fd00::/8)`,
      ]);
    }
  });

  it('never echoes a secret in its messages', () => {
    const lines = readConfig({ QUOTE_LINK_SECRET: 'hunter2-secret' })._unsafeUnwrapErr();
    expect(lines.join(' ')).not.toContain('hunter2');
  });

  it('issue 25: SANDBOX_CLOCK starts the clock at an instant, or at 15:00 UTC of a date alone; unset is the real clock', () => {
    expect(readConfig({})._unsafeUnwrap().sandboxClockStart).toBeNull();
    expect(readConfig({ SANDBOX_CLOCK: '2026-12-24T15:00:00Z' })._unsafeUnwrap().sandboxClockStart).toBe(
      Date.parse('2026-12-24T15:00:00Z'),
    );
    expect(readConfig({ SANDBOX_CLOCK: '2028-02-29' })._unsafeUnwrap().sandboxClockStart).toBe(
      Date.parse('2028-02-29T15:00:00Z'),
    );
    expect(readConfig({ SANDBOX_CLOCK: '2026-03-08T01:30:00-06:00' })._unsafeUnwrap().sandboxClockStart).toBe(
      Date.parse('2026-03-08T07:30:00Z'),
    );
  });

  it('issue 25: a SANDBOX_CLOCK that is not an instant or a real date is refused, naming the variable', () => {
    for (const bad of [
      'tomorrow',
      '2026-02-30',
      '2027-02-29',
      '2026-12-24 15:00',
      '2026-12-24T25:00:00Z',
      '',
    ]) {
      expect(readConfig({ SANDBOX_CLOCK: bad })._unsafeUnwrapErr(), bad).toEqual([
        `SANDBOX_CLOCK - '${bad}' is not an instant such as 2026-12-24T15:00:00Z or a date such as 2026-12-24`,
      ]);
    }
  });

  it('issue 25: a production server (RELOMOVE_ENV=production) refuses SANDBOX_CLOCK with a clear line', () => {
    expect(
      readConfig({ RELOMOVE_ENV: 'production', SANDBOX_CLOCK: '2026-12-24T15:00:00Z' })._unsafeUnwrapErr(),
    ).toEqual([
      'SANDBOX_CLOCK - is accepted only by the SANDBOX configuration; a production server (RELOMOVE_ENV=production) always runs on the real clock',
    ]);
    expect(readConfig({ RELOMOVE_ENV: 'production' })._unsafeUnwrap()).toMatchObject({
      environment: 'production',
      sandboxClockStart: null,
    });
    expect(readConfig({ RELOMOVE_ENV: 'staging' })._unsafeUnwrapErr()[0]).toMatch(/^RELOMOVE_ENV - /);
  });
});
