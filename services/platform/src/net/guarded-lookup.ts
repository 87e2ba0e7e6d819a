import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { classifyAddress, type AddressPolicy } from './addresses.js';

/**
 * A DNS lookup for the socket that refuses disallowed addresses. Because the socket connects
 * to the address this function returns, the checked address is the one connected to (no gap
 * for DNS rebinding between a check and the connect).
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(
      hostname,
      { ...options, all: true, verbatim: true },
      (err, addresses: LookupAddress[]) => {
        if (err) return callback(err, '', 4);
        const list = Array.isArray(addresses) ? addresses : [];
        const blocked = list.find((a) => !classifyAddress(a.address, policy).ok);
        if (list.length === 0 || blocked) {
          const e = Object.assign(new Error(`blocked address for ${hostname}`), {
            code: 'EBLOCKED',
          });
          return callback(e, '', 4);
        }
        if (options.all)
          return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
        const first = list[0]!;
        callback(null, first.address, first.family);
      },
    );
  };
}
