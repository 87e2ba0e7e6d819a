import { describe, expect, it } from '@jest/globals';
import { classifyAddress } from './addresses.js';

const ok = (a: string, policy?: { allowLoopback: boolean; allowPrivate: boolean }) =>
  classifyAddress(a, policy).ok;

describe('SSRF address classification', () => {
  it('allows public unicast addresses', () => {
    for (const a of [
      '93.184.216.34',
      '8.8.8.8',
      '2606:2800:220:1:248:1893:25c8:1946',
      '2a00:1450:4001:81c::200e',
    ])
      expect(ok(a)).toBe(true);
  });

  it('refuses loopback, private, link-local, multicast, reserved and unspecified ranges (v4 and v6)', () => {
    for (const a of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.1.1',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '240.0.0.1',
      '192.0.2.1',
      '198.18.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '2001:db8::1',
    ]) {
      expect({ a, ok: ok(a) }).toEqual({ a, ok: false });
    }
  });

  it('refuses cloud metadata addresses even when private ranges are allowed', () => {
    const open = { allowLoopback: true, allowPrivate: true };
    for (const a of [
      '169.254.169.254',
      '169.254.170.2',
      '168.63.129.16',
      '100.100.100.200',
      '192.0.0.192',
      'fd00:ec2::254',
    ]) {
      expect({ a, ok: ok(a, open) }).toEqual({ a, ok: false });
    }
  });

  it('judges IPv6 forms that embed an IPv4 address by that address', () => {
    for (const a of [
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      '::127.0.0.1',
    ]) {
      expect({ a, ok: ok(a) }).toEqual({ a, ok: false });
    }
    expect(ok('::ffff:8.8.8.8')).toBe(true);
  });

  it('lets explicit settings open loopback and private ranges, and nothing else', () => {
    expect(ok('127.0.0.1', { allowLoopback: true, allowPrivate: false })).toBe(true);
    expect(ok('::1', { allowLoopback: true, allowPrivate: false })).toBe(true);
    expect(ok('10.0.0.1', { allowLoopback: true, allowPrivate: false })).toBe(false);
    expect(ok('10.0.0.1', { allowLoopback: false, allowPrivate: true })).toBe(true);
    expect(ok('169.254.1.1', { allowLoopback: true, allowPrivate: true })).toBe(false);
  });
});
