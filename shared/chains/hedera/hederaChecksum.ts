import type { NetworkKind } from '../validate/result';

/** HIP-15 ledger ids: mainnet 0x00, testnet 0x01 (previewnet 0x02 is not a wallet network). */
const LEDGER_ID: Record<NetworkKind, number> = { mainnet: 0, testnet: 1, regtest: 1 };

/**
 * The five-letter HIP-15 checksum of `shard.realm.num` for a network, per
 * https://hips.hedera.com/hip/hip-15 (digits weighted, '.' counted as 10, mixed with the
 * ledger id followed by six zero bytes).
 */
export function hederaChecksum(accountId: string, network: NetworkKind = 'mainnet'): string {
  const p3 = 26 ** 3;
  const p5 = 26 ** 5;
  const digits = [...accountId].map((c) => (c === '.' ? 10 : c.charCodeAt(0) - 48));
  let sd0 = 0;
  let sd1 = 0;
  let sd = 0;
  digits.forEach((d, i) => {
    sd = (31 * sd + d) % p3;
    if (i % 2 === 0) sd0 = (sd0 + d) % 11;
    else sd1 = (sd1 + d) % 11;
  });
  let sh = 0;
  for (const b of [LEDGER_ID[network], 0, 0, 0, 0, 0, 0]) sh = (31 * sh + b) % p5;
  const c = ((((digits.length % 5) * 11 + sd0) * 11 + sd1) * p3 + sd + sh) % p5;
  // c < 26^5, so c * 1_000_003 stays far below 2^53: plain numbers are exact here.
  let cp = (c * 1_000_003) % p5;
  let out = '';
  for (let i = 0; i < 5; i++) {
    out = String.fromCharCode(97 + (cp % 26)) + out;
    cp = Math.floor(cp / 26);
  }
  return out;
}
