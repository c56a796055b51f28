import { isIPv6 } from 'node:net';

/**
 * The address a per-address limit counts. An IPv4 address as it is; an IPv6 client by its /64,
 * because one device (Indian mobile networks are mostly IPv6) is handed a whole /64 and picks
 * fresh addresses in it at will, so counting single IPv6 addresses would stop no one.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (!isIPv6(address)) return address;
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mappedV4) return mappedV4[1]!;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` filled in, each without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const headGroups = groupsOf(head);
  const tailGroups = groupsOf(tail);
  // A trailing dotted IPv4 part (64:ff9b::192.0.2.1) fills the last two groups.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const missing = address.includes('::') ? 8 - width(headGroups) - width(tailGroups) : 0;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((g) =>
    g.includes('.') ? g : parseInt(g, 16).toString(16),
  );
}
