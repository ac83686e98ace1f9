import { describe, expect, test } from 'vitest';
import { throttleAddressKey } from './client-address';

describe('the client an address counts as for throttling', () => {
  test('an IPv4 address is a client of its own, also when written IPv4-mapped', () => {
    expect(throttleAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  test('IPv6 addresses of one /64 are one client, however they are written', () => {
    const keys = [
      '2001:db8:85a3:42::1',
      '2001:0db8:85a3:0042:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:42:1234::abcd',
      '2001:db8:85a3:42::7%eth0',
    ].map(throttleAddressKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:85a3:42::/64']));
  });

  test('neighbouring /64 networks are different clients', () => {
    expect(throttleAddressKey('2001:db8:85a3:43::1')).not.toBe(throttleAddressKey('2001:db8:85a3:42::1'));
    expect(throttleAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  test('anything unparsable is kept as it is', () => {
    expect(throttleAddressKey('not-an-address')).toBe('not-an-address');
    expect(throttleAddressKey('1:2:3')).toBe('1:2:3');
  });
});
