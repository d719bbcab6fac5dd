import { describe, expect, it } from 'vitest';
import { unsubscribeHeaders, unsubscribeLinks } from './unsubscribe-headers';

describe('unsubscribeHeaders (issue 14, RFC 8058 one-click)', () => {
  it('puts the link in angle brackets and asks for the one-click POST', () => {
    const url = 'https://relomove.example/api/notifications/unsubscribe?token=abc.def';
    expect(unsubscribeHeaders(url)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('unsubscribeLinks (issue 14)', () => {
  it('names the page and the one-click endpoint of a token on the site, the token escaped once', () => {
    expect(unsubscribeLinks('https://relomove.example/', 'a.b_c-d')).toEqual({
      page: 'https://relomove.example/unsubscribe?token=a.b_c-d',
      oneClick: 'https://relomove.example/api/notifications/unsubscribe?token=a.b_c-d',
    });
  });
});
