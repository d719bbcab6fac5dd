import { describe, expect, it } from 'vitest';
import { AddressZipMessage, addressZip, typedZip } from './address-zip';
import { placeLine } from './place-line';

describe('the ZIP the customer typed, never an invented one (issue 27)', () => {
  it('a US address takes a 5-digit ZIP or ZIP+4', () => {
    expect(addressZip(' 64105 ', 'US')._unsafeUnwrap()).toBe('64105');
    expect(addressZip('64105-1234', 'US')._unsafeUnwrap()).toBe('64105-1234');
    expect(addressZip('641', 'US')._unsafeUnwrapErr()).toBe(AddressZipMessage.us);
    expect(addressZip('6410', 'US')._unsafeUnwrapErr()).toBe(AddressZipMessage.us);
    expect(addressZip('K1A 0B1', 'US')._unsafeUnwrapErr()).toBe(AddressZipMessage.us);
  });

  it('a Canadian address takes a postal code A1A 1A1, stored with its space and in capitals', () => {
    expect(addressZip('k1a0b1', 'CA')._unsafeUnwrap()).toBe('K1A 0B1');
    expect(addressZip('K1A 0B1', 'CA')._unsafeUnwrap()).toBe('K1A 0B1');
    expect(addressZip('K1A', 'CA')._unsafeUnwrapErr()).toBe(AddressZipMessage.ca);
    expect(addressZip('64105', 'CA')._unsafeUnwrapErr()).toBe(AddressZipMessage.ca);
  });

  it('an empty ZIP is asked for', () => {
    expect(addressZip('  ', 'US')._unsafeUnwrapErr()).toBe(AddressZipMessage.required);
  });

  it('a quote keeps the ZIP only when the customer typed one: none for "kcmo", a city or a 3-digit prefix', () => {
    expect(typedZip('64105')).toBe('64105');
    expect(typedZip('t2p1j9')).toBe('T2P 1J9');
    expect(typedZip('kcmo')).toBe('');
    expect(typedZip('Kansas City, MO')).toBe('');
    expect(typedZip('641')).toBe('');
  });

  it('one line per move end: no ZIP is shown when none was given', () => {
    expect(placeLine({ City: 'Kansas City', State: 'MO', ZIP: '' })).toBe('Kansas City, MO');
    expect(placeLine({ City: 'Kansas City', State: 'MO', ZIP: '64105' })).toBe('Kansas City, MO 64105');
  });
});
