import { CHAINS, type ChainInfo } from '../chains/registry';

/**
 * Which payment-link format a chain takes, as data: BIP21 for the four UTXO chains (each with
 * its own URI scheme), EIP-681 for every chain with an EIP-155 id. Other chains have no
 * widely read link format, so their QR code and copy carry the plain address.
 */
export type PaymentScheme = { kind: 'bip21'; scheme: string } | { kind: 'eip681'; chainId: number };

/** BIP21's scheme per chain: bitcoin:, litecoin:, dogecoin:, and Bitcoin Cash's cashaddr prefix. */
const BIP21_SCHEMES: ReadonlyMap<string, string> = new Map([
  ['bitcoin', 'bitcoin'],
  ['litecoin', 'litecoin'],
  ['dogecoin', 'dogecoin'],
  ['bitcoin_cash', 'bitcoincash'],
]);

/** The chain a BIP21 scheme names (any case, as BIP21 says schemes are case-insensitive). */
export function chainOfBip21Scheme(scheme: string): string | undefined {
  const s = scheme.toLowerCase();
  for (const [chain, sch] of BIP21_SCHEMES) if (sch === s) return chain;
  return undefined;
}

/** The EVM chain of an EIP-155 id; several registry chains never share one. */
export function chainOfEvmId(chainId: number): ChainInfo | undefined {
  for (const c of CHAINS.values()) if (c.evmChainId === chainId) return c;
  return undefined;
}

export function paymentSchemeOf(chainName: string): PaymentScheme | null {
  const bip21 = BIP21_SCHEMES.get(chainName);
  if (bip21) return { kind: 'bip21', scheme: bip21 };
  const id = CHAINS.get(chainName)?.evmChainId;
  return id === undefined ? null : { kind: 'eip681', chainId: id };
}
