import Bowser from 'bowser';

export interface SessionDevice {
  browser: string | null;
  os: string | null;
}

/** "Chrome" and "Linux" from a user agent, for a person to recognise their own devices; nulls when it names none. */
export function sessionDevice(userAgent: string | null): SessionDevice {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, os: parsed.os.name || null };
}

/**
 * An address with its host part hidden: enough to tell "home" from "abroad", not enough to locate a person. IPv4
 * keeps its /24, IPv6 its /48 (a site's prefix); an IPv4-mapped IPv6 address is shown as the IPv4 it is.
 */
export function coarseIp(ip: string | null): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (address.includes(':')) {
    const groups = expandIpv6(address);
    return groups ? `${groups.slice(0, 3).join(':')}::/48` : null;
  }
  return null;
}

function expandIpv6(address: string): string[] | null {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
