import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('keeps IPv4, counts IPv6 by its /64 whatever its spelling, and an IPv4-mapped address as its IPv4', () => {
    const cases: [string, string][] = [
      ['203.0.113.7', '203.0.113.7'],
      ['::ffff:203.0.113.7', '203.0.113.7'],
      ['::FFFF:cb00:7107', '203.0.113.7'],
      ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
      ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
      ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ];
    for (const [address, key] of cases) expect([address, addressKey(address)]).toEqual([address, key]);
  });
});
