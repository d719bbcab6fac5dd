import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliRunner } from '../../../tests/support/cli-runner';
import { TestClock } from '../../../tests/support/test-clock';
import { databasesUnderTest } from '../../../tests/support/test-databases';

describe.each(databasesUnderTest())(
  'relomove user add|list (issue 5 "mint a staff token", §6 roles) on $name',
  (under) => {
    let database: Awaited<ReturnType<typeof under.open>>;
    const stdin: { stdin?: string } = {};
    let runner: ReturnType<typeof cliRunner>;

    beforeAll(async () => {
      database = await under.open();
      runner = cliRunner(
        Object.assign(stdin, { clock: new TestClock('2026-11-21T15:00:00.000Z'), database }),
      );
    }, 60_000);
    afterAll(() => database?.close());

    const run = (...argv: string[]) => runner.run(...argv);
    const storedHash = async (email: string) =>
      (await (await runner.ctx.store()).users.findByEmail(email))._unsafeUnwrap()?.passwordHash ?? '';
    const verifies = async (password: string, email: string) =>
      (await (await runner.ctx.store()).hasher.verify(password, await storedHash(email)))._unsafeUnwrap();

    it('adds a staff account with a scrypt hash of the given password, printing neither', async () => {
      const { code, out, err } = await run(
        'user',
        'add',
        'Desk@Relomove.test',
        '--role',
        'staff',
        '--password',
        'counter-shift-2027',
      );
      expect(code).toBe(0);
      expect(err).toBe('');
      expect(out).toBe('Added staff account desk@relomove.test.');
      const hash = await storedHash('desk@relomove.test');
      expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(await verifies('counter-shift-2027', 'desk@relomove.test')).toBe(true);
      expect(out).not.toContain(hash);
    });

    it('refuses a duplicate email (any case) with exit code 1 and one sentence, changing nothing', async () => {
      const before = await storedHash('desk@relomove.test');
      const { code, out, err } = await run(
        'user',
        'add',
        'DESK@relomove.test',
        '--role',
        'admin',
        '--password',
        'another-secret-99',
      );
      expect(code).toBe(1);
      expect(out).toBe('');
      expect(err).toBe('An account with the email desk@relomove.test already exists.');
      expect(await storedHash('desk@relomove.test')).toBe(before);
    });

    it('generates a strong password when none is given and prints it once', async () => {
      const { code, out } = await run('user', 'add', 'agent@relomove.test', '--role', 'agent');
      expect(code).toBe(0);
      const printed = /Password \(shown only this once; hand it over securely\): (\S+)$/.exec(out)?.[1] ?? '';
      expect(printed).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(out.split(printed)).toHaveLength(2);
      expect(await verifies(printed, 'agent@relomove.test')).toBe(true);
    });

    it('reads the password from standard input with --password-stdin, dropping one trailing newline only', async () => {
      stdin.stdin = ' spaced out phrase 1 \n';
      const { code, out } = await run(
        'user',
        'add',
        'admin@relomove.test',
        '--role',
        'admin',
        '--password-stdin',
        '--json',
      );
      expect(code).toBe(0);
      expect(JSON.parse(out)).toEqual({
        email: 'admin@relomove.test',
        role: 'admin',
        createdAt: '2026-11-21T15:00:00.000Z',
        password: null,
      });
      expect(await verifies(' spaced out phrase 1 ', 'admin@relomove.test')).toBe(true);
    });

    it('answers --json with the generated password for scripts', async () => {
      const { code, out } = await run('user', 'add', 'pat@example.com', '--role', 'customer', '--json');
      expect(code).toBe(0);
      const json = JSON.parse(out);
      expect(json).toMatchObject({ email: 'pat@example.com', role: 'customer' });
      expect(json.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    });

    it.each([
      [
        ['user', 'add', 'x@relomove.test', '--role', 'staff', '--password', 'short'],
        'password - This field should be at least 12 characters long',
      ],
      [
        ['user', 'add', 'x@relomove.test', '--role', 'staff', '--password', 'aaaaaaaaaaaaaaaa'],
        'password - The password is too easy to guess',
      ],
      [
        ['user', 'add', 'not-an-email', '--role', 'boss', '--password', 'counter-shift-2027'],
        'email - Value is not a valid email address\nrole - Value must be one of customer, agent, staff, admin',
      ],
    ])(
      'refuses weak or malformed input %j with exit code 2 and field - message lines (§5)',
      async (argv, message) => {
        const { code, err } = await run(...argv);
        expect(code).toBe(2);
        expect(err).toBe(message);
        expect(await storedHash('x@relomove.test')).toBe('');
      },
    );

    it.each([
      [['user', 'add', 'x@relomove.test'], /--role/],
      [
        ['user', 'add', 'x@relomove.test', '--role', 'staff', '--password', 'p', '--password-stdin'],
        /cannot be used with/,
      ],
      [['user', 'add', '--role', 'staff'], /missing required argument 'email'/],
      [['user', 'list', '--role', 'boss'], /boss/],
    ])('answers usage errors %j with exit code 2', async (argv, message) => {
      const { code, err } = await run(...argv);
      expect(code).toBe(2);
      expect(err).toMatch(message);
    });

    it('lists accounts as a table: email, role, created; never a password or hash', async () => {
      const { code, out } = await run('user', 'list');
      expect(code).toBe(0);
      const lines = out.split('\n');
      expect(lines[0]).toMatch(/^Email\s+Role\s+Created \(UTC\)$/);
      expect(out).toMatch(/desk@relomove\.test\s+staff\s+2026-11-21 15:00/);
      expect(out).toMatch(/agent@relomove\.test\s+agent\s+2026-11-21 15:00/);
      expect(out).not.toContain('scrypt');
    });

    it('lists accounts as --json, filtered by --role', async () => {
      const { code, out } = await run('user', 'list', '--role', 'staff', '--json');
      expect(code).toBe(0);
      expect(JSON.parse(out)).toEqual([
        { email: 'desk@relomove.test', role: 'staff', createdAt: '2026-11-21T15:00:00.000Z' },
      ]);
    });

    it.each([
      [['user', '--help'], 'relomove user add desk@relomove.test --role staff'],
      [['user', 'add', '--help'], 'relomove user add desk@relomove.test --role staff'],
      [['user', 'list', '--help'], 'relomove user list --role staff --json'],
    ])('prints help for %j with a description and an example, exit code 0', async (argv, example) => {
      const { code, out } = await run(...argv);
      expect(code).toBe(0);
      expect(out).toContain(example);
      expect(out).toMatch(/Usage: relomove user/);
    });
  },
);
