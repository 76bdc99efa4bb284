/**
 * The permissions a revoke's simulated logs say it withdrew from `owner` (issue 32): an
 * ERC-20 Approval to 0, an ApprovalForAll set to false, Permit2's Lockdown of a (token,
 * spender) pair. A log of another owner, or one that does not fit its event's shape, is no
 * removal of the wallet's.
 */
import { getAddress, id } from 'ethers';
import type { RawLog } from '../../chains/evm/preview/types';
import { APPROVAL_FOR_ALL_TOPIC, APPROVAL_TOPIC, PERMIT2 } from './abi';

/** Permit2's `Lockdown(address indexed owner, address token, address spender)`. */
export const PERMIT2_LOCKDOWN_TOPIC = id('Lockdown(address,address,address)');

export interface Removal {
  kind: 'allowance' | 'operator' | 'permit2';
  /** the token or collection, checksummed */
  asset: string;
  spender: string;
}

const word = (hex: string | undefined): hex is string => !!hex && /^0x[0-9a-fA-F]{64}$/.test(hex);
const addressIn = (w: string) => getAddress(`0x${w.slice(-40)}`);
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** the data's 32-byte words, or null when it is not a whole number of them */
function words(data: string): string[] | null {
  if (!/^0x([0-9a-fA-F]{64})*$/.test(data)) return null;
  // the 'x' of the prefix is no hex digit: the words are the 64-digit runs after it
  return (data.match(/[0-9a-fA-F]{64}/g) ?? []).map((w) => `0x${w}`);
}
/** an ABI address word: 12 zero bytes, then the address */
const isAddressWord = (w: string) => BigInt(w) < 2n ** 160n;

export function decodeRemovals(logs: readonly RawLog[], owner: string): Removal[] {
  const out: Removal[] = [];
  for (const log of logs) {
    const [t0, t1, t2] = log.topics;
    const data = words(log.data);
    if (!word(t0) || !word(t1) || data === null) continue;
    const topic = t0.toLowerCase();
    if (topic === PERMIT2_LOCKDOWN_TOPIC) {
      // only Permit2's own Lockdown removes one of its allowances
      if (!sameAddress(log.address, PERMIT2) || log.topics.length !== 2 || data.length !== 2) continue;
      const [token, spender] = data as [string, string];
      if (!isAddressWord(token) || !isAddressWord(spender)) continue;
      if (sameAddress(addressIn(t1), owner))
        out.push({ kind: 'permit2', asset: addressIn(token), spender: addressIn(spender) });
      continue;
    }
    if (!word(t2) || log.topics.length !== 3 || data.length !== 1) continue;
    if (!sameAddress(addressIn(t1), owner) || BigInt(data[0]!) !== 0n) continue;
    if (topic === APPROVAL_TOPIC)
      out.push({ kind: 'allowance', asset: getAddress(log.address), spender: addressIn(t2) });
    else if (topic === APPROVAL_FOR_ALL_TOPIC)
      out.push({ kind: 'operator', asset: getAddress(log.address), spender: addressIn(t2) });
  }
  return out;
}
