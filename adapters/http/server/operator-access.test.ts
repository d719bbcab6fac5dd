import { describe, expect, it } from 'vitest';
import { isOperatorToken, operatorName, operatorViewer } from './operator-access';

const access = { token: 'k'.repeat(43), fallbackName: 'ops@server-host' };

describe('the operator token of an embedded server (issue 26)', () => {
  it('is the operator only with the exact token; any other bearer, or none, is not', () => {
    expect(isOperatorToken(access.token, access.token)).toBe(true);
    for (const other of ['', 'k', `${access.token}k`, 'K'.repeat(43), access.token.slice(1)])
      expect(isOperatorToken(other, access.token), JSON.stringify(other)).toBe(false);
    expect(operatorViewer(undefined, 'someone', access)).toBeNull();
    expect(operatorViewer(null, 'someone', access)).toBeNull();
    expect(operatorViewer('a session token', 'someone', access)).toBeNull();
  });

  it('is a staff viewer named by X-Relomove-Operator, else by the server’s own user@host', () => {
    expect(operatorViewer(access.token, ' night-desk@relomove.test ', access)).toEqual({
      userId: 0,
      email: 'night-desk@relomove.test',
      role: 'staff',
    });
    for (const unusable of [undefined, '', '   ', 'a\u0000b', 'line\nbreak', 'x'.repeat(201)])
      expect(operatorViewer(access.token, unusable, access)?.email, JSON.stringify(unusable)).toBe(
        'ops@server-host',
      );
    expect(operatorName('Dana at the desk')).toBe('Dana at the desk');
  });
});
