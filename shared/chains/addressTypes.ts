import { pathFor, getChain, type NetworkKind } from './registry';
import { SCHEME_PURPOSE, UTXO_SCHEMES, utxoChain } from './utxo/utxoNetworks';

export interface AddressType {
  scheme: string;
  label: string;
  /** index-0 receive path of this type on the network */
  path: string;
}

const LABELS: Record<string, string> = {
  native: 'Native SegWit (bech32)',
  nested: 'Nested SegWit (P2SH)',
  legacy: 'Legacy (P2PKH)',
  taproot: 'Taproot (bech32m)',
};

/**
 * The address types a chain offers the user (bitcoin: four; litecoin: three); empty for
 * chains with one kind of address. Each is the chain's index-0 path with that purpose.
 */
export function addressTypesOf(chainName: string, network: NetworkKind = 'mainnet'): AddressType[] {
  const chain = getChain(chainName);
  if (chain.family !== 'utxo') return [];
  const schemes = utxoChain(chainName).schemes;
  if (schemes.length < 2) return [];
  const base = pathFor(chain, 0, network);
  return UTXO_SCHEMES.filter((s) => schemes.includes(s)).map((scheme) => ({
    scheme,
    label: LABELS[scheme] ?? scheme,
    path: base.replace(/^m\/\d+'/, `m/${SCHEME_PURPOSE[scheme]}'`),
  }));
}
