import {
  SCHEME_PURPOSE,
  UTXO_SCHEMES,
  utxoChain,
  type UtxoScheme,
} from '../../../shared/chains/utxo/utxoNetworks';

const isScheme = (s: string): s is UtxoScheme => (UTXO_SCHEMES as readonly string[]).includes(s);

/**
 * The address scheme for a derivation: the one asked for, else the one the path's purpose
 * names (44' legacy, 49' nested, 84' native, 86' taproot) when the chain has it, else the
 * chain's default. A scheme the chain does not have is refused.
 */
export function schemeFor(chainName: string, requested: string | undefined, path?: string): UtxoScheme {
  const chain = utxoChain(chainName);
  if (requested !== undefined) {
    if (!isScheme(requested) || !chain.schemes.includes(requested))
      throw new Error(`Unsupported address scheme for ${chainName}`);
    return requested;
  }
  const purpose = Number(/^m\/(\d+)'/.exec(path ?? '')?.[1]);
  const fromPath = chain.schemes.find((s) => SCHEME_PURPOSE[s] === purpose);
  return fromPath ?? chain.defaultScheme;
}
