/**
 * Bank denoms other than the chain's native one (issue 37): a Cosmos Hub token is its denom
 * (`ibc/{hash}`, `factory/{creator}/{sub}`, or a plain one), checked on chain before it is
 * added. Its name, symbol and decimals come from x/bank's denom metadata where the chain keeps
 * some; an IBC voucher without metadata is named after the base denom of its ibc-go trace.
 */
import { AppError } from '../../../../shared/errors';
import type { TokenDetails } from '../../family';
import { COSMOS_ERRORS } from '../constants';
import type { CosmosCtx } from '../ctx';
import { nodeOf, type NodeDenomMeta, type NodeIbcDenom } from '../network';

/** x/bank's own rule for a denom's shape (sdk.ValidateDenom) */
export const DENOM_PATTERN = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/;

/** the token's denom, or the chain's native one when the coin has no contract */
export const denomOf = (ctx: CosmosCtx, contractAddress: string | undefined): string =>
  contractAddress ?? ctx.config.denom;

/**
 * The decimals the SDK's unit prefixes stand for, used only where the chain keeps no metadata:
 * u (micro, 6: uatom, uosmo), a (atto, 18: aevmos), n (nano, 9).
 */
function prefixDecimals(base: string): number {
  if (/^u[a-z]{2,}$/.test(base)) return 6;
  if (/^a[a-z]{2,}$/.test(base)) return 18;
  if (/^n[a-z]{2,}$/.test(base)) return 9;
  return 0;
}

/** 'uosmo' → 'OSMO', 'factory/cosmos1…/ufoo' → 'FOO' */
function symbolOfBase(base: string): string {
  const last = base.split('/').at(-1) ?? base;
  const unit = prefixDecimals(last) > 0 ? last.slice(1) : last;
  return unit.toUpperCase();
}

/** What the wallet shows of a denom: from its metadata, else its trace's base denom, else itself. */
export function describeDenom(
  denom: string,
  meta: NodeDenomMeta | null,
  ibc: NodeIbcDenom | null,
): Omit<TokenDetails, 'contractAddress'> {
  const base = ibc?.base ?? denom;
  const via = ibc ? ` via IBC ${ibc.path}` : '';
  if (meta && meta.exponent !== undefined) {
    const symbol = meta.symbol || meta.display.toUpperCase();
    return { name: `${meta.name || symbol}${via}`, symbol, decimals: meta.exponent };
  }
  const symbol = symbolOfBase(base);
  return { name: `${symbol}${via}`, symbol, decimals: prefixDecimals(base.split('/').at(-1) ?? base) };
}

/**
 * The details of a denom on the Hub, checked on chain: an IBC voucher must have a trace the
 * chain knows, any denom a supply. THORChain's tokens are not offered.
 */
export async function tokenInfo(ctx: CosmosCtx, denomText: string): Promise<TokenDetails> {
  if (ctx.config.kind !== 'hub') throw new AppError('BAD_INPUT', COSMOS_ERRORS.noTokens);
  const denom = canonicalDenom(denomText);
  const node = nodeOf(ctx);
  const hash = /^ibc\/([0-9A-F]{64})$/.exec(denom)?.[1];
  const [supply, meta, ibc] = await Promise.all([
    node.supplyOf(denom),
    node.denomMetadata(denom),
    hash ? node.ibcDenom(hash) : Promise.resolve(null),
  ]);
  if ((hash && !ibc) || supply === 0n) throw new AppError('BAD_INPUT', COSMOS_ERRORS.unknownDenom(denom));
  // the metadata of an IBC voucher is often the origin chain's, kept under the voucher's denom
  const originMeta = meta ?? (ibc ? await node.denomMetadata(ibc.base) : null);
  return { contractAddress: denom, ...describeDenom(denom, originMeta, ibc) };
}

/** a denom as the chain writes it: an IBC hash upper-case, anything else as typed */
export function canonicalDenom(text: string): string {
  const t = text.trim();
  const ibc = /^ibc\/([0-9a-fA-F]{64})$/.exec(t);
  if (ibc) return `ibc/${ibc[1]!.toUpperCase()}`;
  if (!DENOM_PATTERN.test(t)) throw new AppError('BAD_INPUT', COSMOS_ERRORS.badDenom);
  return t;
}

/**
 * The denoms the account holds besides the native one, as a line the ATOM coin page shows:
 * tokens are not added by themselves, so the user learns what to add.
 */
export async function heldDenomsNotice(ctx: CosmosCtx, address: string): Promise<string[]> {
  if (ctx.config.kind !== 'hub') return [];
  const held = (await nodeOf(ctx).balances(address)).filter((c) => c.denom !== ctx.config.denom);
  if (!held.length) return [];
  return [COSMOS_ERRORS.heldDenoms(held.map((c) => c.denom))];
}
