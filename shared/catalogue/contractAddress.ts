import type { Family } from '../chains/families';
import { CHAINS } from '../chains/registry';
import { ISSUED_TOKEN_PATTERN } from '../chains/ripple/issued';

/**
 * The shape of a token's contract (or mint, jetton master, asset) on each family that has
 * tokens the wallet can hold. Shape only: checksums and on-chain existence belong to the
 * chain adapters in main. A family missing here has no tokens in this wallet, so adding a
 * token on it is 'Unsupported chain'.
 */
const CONTRACT_SHAPES: Partial<Record<Family, RegExp>> = {
  evm: /^0x[0-9a-fA-F]{40}$/,
  // Base58 with the 0x41 version byte always encodes to 34 characters starting with T.
  tron: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  // A 32-byte public key in base58 is 32 to 44 characters.
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  // The user-friendly jetton master address: 36 bytes in base64url (or base64) is 48 characters.
  ton: /^[A-Za-z0-9_\-+/]{48}$/,
  // SEP-11 asset string: CODE (1-12 alphanumerics) ':' issuer account (strkey G...).
  stellar: /^[A-Za-z0-9]{1,12}:G[A-Z2-7]{55}$/,
  // Cosmos Hub: a bank denom (sdk.ValidateDenom): ibc/{hash}, factory/{creator}/{sub} or plain
  cosmos: /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/,
  // XRP Ledger: an issued currency, CURRENCY:ISSUER (a 3-character or 40-hex code, an r… account)
  ripple: ISSUED_TOKEN_PATTERN,
};

/** True when tokens on `chainName` are supported at all. */
export function chainHasTokens(chainName: string): boolean {
  const chain = CHAINS.get(chainName);
  return chain !== undefined && CONTRACT_SHAPES[chain.family] !== undefined;
}

/** True when `address` has the shape of a token contract on `chainName`. */
export function isContractAddressShape(chainName: string, address: string): boolean {
  const chain = CHAINS.get(chainName);
  const shape = chain && CONTRACT_SHAPES[chain.family];
  return shape !== undefined && shape.test(address);
}
