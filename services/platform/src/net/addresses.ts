import ipaddr from 'ipaddr.js';

/**
 * SSRF address rules for outgoing connections (scraping, mail servers): only globally routable
 * unicast addresses are reached.
 * Loopback and private ranges can be allowed by explicit settings (tests, intranet installs);
 * link-local, multicast, reserved and cloud-metadata addresses never are.
 */
export interface AddressPolicy {
  allowLoopback: boolean;
  allowPrivate: boolean;
}

export const DEFAULT_POLICY: AddressPolicy = { allowLoopback: false, allowPrivate: false };

/** Cloud metadata and host services reachable on addresses that look public or private. */
const METADATA = new Set([
  '169.254.169.254', // AWS, GCP, Azure, OpenStack, DigitalOcean…
  '169.254.170.2', // AWS ECS task metadata
  '168.63.129.16', // Azure wire server
  '100.100.100.200', // Alibaba Cloud
  '192.0.0.192', // Oracle Cloud
  'fd00:ec2::254', // AWS over IPv6
]);

const PRIVATE_V4 = new Set(['private', 'carrierGradeNat']);
const PRIVATE_V6 = new Set(['uniqueLocal']);

export type AddressVerdict = { ok: true } | { ok: false; range: string };

/** Whether an IP address (v4 or v6, any textual form) may be connected to. */
export function classifyAddress(
  address: string,
  policy: AddressPolicy = DEFAULT_POLICY,
): AddressVerdict {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  } catch {
    return { ok: false, range: 'invalid' };
  }
  // IPv6 forms that carry an IPv4 address are judged by that address.
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    const embedded = embeddedV4(v6);
    if (embedded) return classifyAddress(embedded, policy);
  }
  const normal = ip.toNormalizedString();
  const text = ip.kind() === 'ipv6' ? (ip as ipaddr.IPv6).toString() : normal;
  if (METADATA.has(normal) || METADATA.has(text)) return { ok: false, range: 'metadata' };
  const range = ip.range();
  if (range === 'unicast') return { ok: true };
  if (range === 'loopback' && policy.allowLoopback) return { ok: true };
  const isPrivate = ip.kind() === 'ipv4' ? PRIVATE_V4.has(range) : PRIVATE_V6.has(range);
  if (isPrivate && policy.allowPrivate) return { ok: true };
  return { ok: false, range };
}

/** The IPv4 address inside IPv4-mapped, IPv4-compatible, NAT64, 6to4 and Teredo forms. */
function embeddedV4(ip: ipaddr.IPv6): string | null {
  const range = ip.range();
  if (range === 'ipv4Mapped') return ip.toIPv4Address().toString();
  const p = ip.parts;
  // ::a.b.c.d (deprecated IPv4-compatible) — but not :: and ::1.
  if (p.slice(0, 6).every((x) => x === 0) && (p[6]! !== 0 || p[7]! > 1))
    return v4FromWords(p[6]!, p[7]!);
  if (range === 'rfc6052' || range === 'rfc6145') return v4FromWords(p[6]!, p[7]!);
  if (range === '6to4') return v4FromWords(p[1]!, p[2]!);
  if (range === 'teredo') return v4FromWords(p[6]! ^ 0xffff, p[7]! ^ 0xffff);
  return null;
}

const v4FromWords = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** The host as an IP literal (brackets and zone stripped), or null when it is a name to resolve. */
export function ipLiteralHost(hostname: string): string | null {
  const host = hostname.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(host) ? host : null;
}
