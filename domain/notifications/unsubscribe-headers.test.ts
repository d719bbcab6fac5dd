import { describe, expect, it } from 'vitest';
import { unsubscribeHeaders } from './unsubscribe-headers';

describe('unsubscribeHeaders (issue 14, RFC 8058 one-click)', () => {
  it('puts the link in angle brackets and asks for the one-click POST', () => {
    const url = 'https://relomove.example/api/notifications/unsubscribe?token=abc.def';
    expect(unsubscribeHeaders(url)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
