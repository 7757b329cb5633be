import { isIP } from 'node:net';

/**
 * Who counts as one client for the per-client limits (docs/lead-flow.md#rate-limits): an IPv4
 * address on its own, an IPv6 address by its /64 network. One household, phone or server gets a
 * whole /64 from its provider and can pick any address in it, so counting single IPv6 addresses
 * would give one person 2^64 separate allowances.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros (`::` expanded, a zone dropped). */
function expandIpv6(ip: string): string[] {
  const address = ip.split('%')[0]!.toLowerCase();
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':') : []).flatMap(ipv4Groups);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...zeros, ...right].map((group) => (Number.parseInt(group, 16) || 0).toString(16));
}

/** An embedded IPv4 tail (`::1.2.3.4`) as its two 16-bit groups; any other group as it is. */
function ipv4Groups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
