import type { TokenSeed } from '../types';

/**
 * Tokens on the other families that have them. TON: the jetton master of Tether's USD₮
 * (user-friendly bounceable form). Stellar: Circle's USDC as a SEP-11 CODE:ISSUER string.
 * catalogue.test.ts verifies both checksums (CRC16 of the TON address, strkey of the issuer).
 */
// prettier-ignore
export const OTHER_TOKENS: readonly TokenSeed[] = [
  { chainName: 'ton', symbol: 'USDT', name: 'Tether USD', decimals: 6, contractAddress: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs' },
  { chainName: 'stellar', symbol: 'USDC', name: 'USD Coin', decimals: 7, contractAddress: 'USDC:GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN' },
];
