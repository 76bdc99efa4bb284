/**
 * Cardano native assets (issue 37): a token is a policy id and an asset name (its unit,
 * shared/chains/cardano/tokens.ts), checked on chain (Blockfrost assets/{unit}) before it is
 * added. Its name, ticker and decimals come from its CIP-68 datum or the token registry (CIP-26)
 * where they exist, a CIP-25 name otherwise; an asset without any is named by its asset name
 * (ASCII when it reads as text, else hex) with 0 decimals, which is what the ledger counts in.
 */
import { hex } from '@scure/base';
import { cardanoTokenOf, cardanoUnit, type CardanoToken } from '../../../../shared/chains/cardano/tokens';
import { AppError } from '../../../../shared/errors';
import type { TokenDetails } from '../../family';
import { CARDANO_ERRORS, HELD_ASSETS_LISTED, SYMBOL_MAX_CHARS } from '../constants';
import type { CardanoCtx } from '../ctx';
import { blockfrostOf, type BlockfrostAsset } from '../network';

/** CIP-67 labels a CIP-68 asset name starts with (reference NFT, NFT, FT, RFT): not part of its name */
const CIP67_LABELS = ['000643b0', '000de140', '0014df10', '001bc280'];
/** decimals beyond this are no real token's (ADA has 6; registry entries reach 18) */
const MAX_DECIMALS = 19;

/** The token a coin's contractAddress names; a malformed one is refused, never read as ADA. */
export function tokenOfContract(contractAddress: string): CardanoToken {
  const token = cardanoTokenOf(contractAddress);
  if (!token) throw new AppError('BAD_INPUT', CARDANO_ERRORS.badToken);
  return token;
}

/** The token of a coin, or null for ADA itself. */
export const tokenOfCoin = (coin: { contractAddress?: string }): CardanoToken | null =>
  coin.contractAddress ? tokenOfContract(coin.contractAddress) : null;

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 64) : null;
const decimalsOf = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_DECIMALS ? n : null;
};

/** The asset name as people read it: without a CIP-67 label, ASCII when printable, else hex. */
export function readableAssetName(token: CardanoToken): string {
  const label = CIP67_LABELS.find((l) => token.assetName.startsWith(l));
  const name = label ? token.assetName.slice(label.length) : token.assetName;
  if (name === '') return token.policyId.slice(0, 8);
  const bytes = hex.decode(name);
  return bytes.every((b) => b >= 0x20 && b < 0x7f) ? String.fromCharCode(...bytes) : name;
}

/** What the wallet shows of an asset: CIP-68, then the registry, then CIP-25, then its name. */
export function describeAsset(
  token: CardanoToken,
  a: BlockfrostAsset,
): Omit<TokenDetails, 'contractAddress'> {
  const cip68 = a.standard?.startsWith('CIP68') ? a.onchain : null;
  const cip25 = a.standard?.startsWith('CIP25') ? a.onchain : null;
  const own = readableAssetName(token);
  const symbol = text(cip68?.ticker) ?? text(a.registry?.ticker) ?? own;
  return {
    name: text(cip68?.name) ?? text(a.registry?.name) ?? text(cip25?.name) ?? own,
    symbol: symbol.slice(0, SYMBOL_MAX_CHARS),
    decimals: decimalsOf(cip68?.decimals) ?? decimalsOf(a.registry?.decimals) ?? 0,
  };
}

/** A native asset's details read from the chain; one it never minted (or burned whole) is refused. */
export async function tokenInfo(ctx: CardanoCtx, unitText: string): Promise<TokenDetails> {
  const token = tokenOfContract(unitText);
  const unit = cardanoUnit(token);
  const asset = await blockfrostOf(ctx).asset(unit);
  if (!asset || asset.unit !== unit || asset.quantity === 0n)
    throw new AppError('BAD_INPUT', CARDANO_ERRORS.unknownToken(unit));
  return { contractAddress: unit, ...describeAsset(token, asset) };
}

/** Base units of `token` the address holds, over all its UTXOs. */
export async function getTokenBalance(
  ctx: CardanoCtx,
  address: string,
  token: CardanoToken,
): Promise<bigint> {
  const unit = cardanoUnit(token);
  const { tokens } = await blockfrostOf(ctx).value(address);
  return tokens.filter((t) => t.unit === unit).reduce((s, t) => s + t.quantity, 0n);
}

/**
 * The native assets the address holds, as a line the ADA page shows: tokens are not added by
 * themselves, so the user learns what is there to add (and that an ADA send keeps them).
 */
export async function heldAssetsNotice(ctx: CardanoCtx, address: string): Promise<string[]> {
  const units = [...new Set((await blockfrostOf(ctx).value(address)).tokens.map((t) => t.unit))];
  if (units.length === 0) return [];
  const listed = units.slice(0, HELD_ASSETS_LISTED);
  const more = units.length - listed.length;
  return [CARDANO_ERRORS.heldAssets(more > 0 ? [...listed, `${more} more`] : listed)];
}
