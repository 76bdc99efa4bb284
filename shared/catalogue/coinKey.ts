import { CHAINS } from '../chains/registry';

/** The key part that stands for a chain's own coin, which has no contract. */
export const NATIVE_KEY_PART = 'native';

/**
 * The identity of a coin or token across the app: `${chainName}:${contract ?? 'native'}`.
 * Two records with the same key are the same asset, whatever their symbol or name say
 * (symbols are not unique: many tokens call themselves USDT).
 *
 * EVM contracts are lower-cased because hex addresses are case-insensitive (EIP-55 case is
 * only a checksum), so a pasted lower-case address must meet the catalogue's checksummed
 * one. Other families (base58, base64url, Stellar's CODE:ISSUER) are case-sensitive, and
 * lower-casing them would merge distinct assets.
 */
export function coinKey(chainName: string, contractAddress?: string | null): string {
  if (!contractAddress) return `${chainName}:${NATIVE_KEY_PART}`;
  const evm = CHAINS.get(chainName)?.family === 'evm';
  return `${chainName}:${evm ? contractAddress.toLowerCase() : contractAddress}`;
}
