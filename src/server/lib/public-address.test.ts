import { expect, test } from 'vitest';
import { addressKind, isPublicAddress } from './public-address';

test('addresses of real push services are public', () => {
  for (const address of [
    '142.250.185.74', // fcm.googleapis.com
    '34.117.59.81',
    '17.188.143.34', // web.push.apple.com
    '8.8.8.8',
    '1.1.1.1',
    '2a00:1450:4001:82b::200a',
    '2620:149:a44::1',
    '2606:4700:4700::1111',
    '::ffff:142.250.185.74',
  ]) {
    expect(isPublicAddress(address), address).toBe(true);
  }
});

test('this machine, private networks, link-local, CGNAT and the metadata address are not public', () => {
  for (const address of [
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '0.1.2.3',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'fc00::1',
    'fd12:3456::1',
  ]) {
    expect(isPublicAddress(address), address).toBe(false);
  }
});

test('multicast, broadcast, reserved, documentation and benchmarking ranges are not public', () => {
  for (const address of [
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.0.8',
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.9',
    '198.18.0.1',
    '198.19.255.255',
    '192.88.99.1',
    'ff02::1',
    'ff0e::1',
    '2001:db8::1',
    '3fff::1',
    '2001::1', // Teredo
    '2001:2::1', // benchmarking
    '2002:7f00:1::1', // 6to4
    '100::1', // discard-only
  ]) {
    expect(isPublicAddress(address), address).toBe(false);
  }
});

test('IPv4 hidden in IPv6 (mapped, compatible, NAT64) is judged as the IPv4 address it is, or refused', () => {
  for (const address of [
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::FFFF:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '0:0:0:0:0:ffff:192.168.1.1',
    '::127.0.0.1',
    '::ffff:0:127.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::8.8.8.8',
  ]) {
    expect(isPublicAddress(address), address).toBe(false);
  }
  expect(addressKind('::ffff:127.0.0.1')).toBe('loopback');
});

test('loopback is told apart from the other addresses that are not public', () => {
  expect(addressKind('127.0.0.1')).toBe('loopback');
  expect(addressKind('127.1.2.3')).toBe('loopback');
  expect(addressKind('::1')).toBe('loopback');
  expect(addressKind('0:0:0:0:0:0:0:1')).toBe('loopback');
  expect(addressKind('10.0.0.1')).toBe('not-public');
  expect(addressKind('8.8.8.8')).toBe('public');
});

test('anything that is not an IP address in its plain form is not public', () => {
  for (const value of [
    '',
    'localhost',
    'fcm.googleapis.com',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '127.1',
    '08.8.8.8',
    '8.8.8.8.',
    ' 8.8.8.8',
    '[2a00:1450:4001:82b::200a]',
    '2a00:1450:4001:82b::200a/64',
    '1.2.3.4\u0000',
  ]) {
    expect(isPublicAddress(value), JSON.stringify(value)).toBe(false);
  }
});
