import { isIPv4, isIPv6 } from 'node:net';

/** An IPv6 address's eight groups as numbers, its `::` filled and an IPv4 tail as two groups. */
function groupsOf(address: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const [head, tail] = address.split('::').map(parse);
  return tail ? [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail] : head;
}

/**
 * What an address-keyed throttle counts by: an IPv4 address as it is, an IPv6 address by its /64
 * (what one home, phone or server is given, so rotating through it gains nothing), and an
 * IPv4-mapped IPv6 address (::ffff:192.0.2.1) as its IPv4 address.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const groups = groupsOf(bare.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
