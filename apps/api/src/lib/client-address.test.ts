import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.ts';

describe('the address a limit counts', () => {
  it('keeps an IPv4 address as it is, also when it comes IPv4-mapped', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const key = '2405:201:f00d:12::/64';
    expect(clientAddressKey('2405:201:f00d:12:a1b2:c3d4:e5f6:1')).toBe(key);
    expect(clientAddressKey('2405:0201:F00D:0012::9')).toBe(key);
    expect(clientAddressKey('2405:201:f00d:12::1%eth0')).toBe(key);
    expect(clientAddressKey('2405:201:f00d:13::1')).not.toBe(key);
  });

  it('fills in a :: that falls inside the first four groups', () => {
    expect(clientAddressKey('2405::1')).toBe('2405:0:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(clientAddressKey('2405:201::a:b:c:192.0.2.1')).toBe('2405:201:0:a::/64');
  });
});
