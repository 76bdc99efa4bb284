import { sha256 } from '@noble/hashes/sha2.js';
import { Dictionary, type Address, type Cell } from '@ton/core';
import { jettonWalletInit, type JettonWalletInit } from '../../../../shared/chains/ton/jettonWallets';
import { AppError } from '../../../../shared/errors';
import type { TokenDetails } from '../../family';
import type { TonCtx } from '../ctx';
import { TON_ERRORS } from '../errors';
import { apiOf } from '../network';
import { addressArg, cellOf, numOf } from './stack';

/** The owner's jetton wallet as the jetton master computes it (get_wallet_address); null when the master does not answer. */
async function walletOrNull(ctx: TonCtx, master: Address, owner: Address): Promise<Address | null> {
  const r = await apiOf(ctx).runGetMethod(master.toString(), 'get_wallet_address', [addressArg(owner)]);
  return r.exit_code === 0 ? cellOf(r.stack[0]).beginParse().loadAddress() : null;
}

/** The owner's jetton wallet as the master names it (display and balances; never where a transfer goes). */
export async function jettonWalletOf(ctx: TonCtx, master: Address, owner: Address): Promise<Address> {
  const wallet = await walletOrNull(ctx, master, owner);
  if (!wallet) throw new AppError('RULE', TON_ERRORS.notJetton);
  return wallet;
}

/**
 * Where a jetton transfer goes: the owner's wallet computed from the master's wallet code (a
 * code both main and the signer know) and the data naming owner and master, the state init
 * the signer hashes again. The master's own `get_wallet_address` must agree: a node that
 * answers otherwise is lying or the jetton derives its wallets in a way nobody here can check.
 */
export async function jettonTransferWallet(
  ctx: TonCtx,
  master: Address,
  owner: Address,
): Promise<JettonWalletInit> {
  const r = await apiOf(ctx).runGetMethod(master.toString(), 'get_jetton_data');
  if (r.exit_code !== 0 || r.stack.length < 5) throw new AppError('RULE', TON_ERRORS.notJetton);
  const init = jettonWalletInit(cellOf(r.stack[4]), owner, master);
  if (!init) throw new AppError('RULE', TON_ERRORS.unknownJettonWallet);
  const named = await jettonWalletOf(ctx, master, owner);
  if (!named.equals(init.address)) throw new AppError('RULE', TON_ERRORS.jettonWalletMismatch);
  return init;
}

/** The owner's jetton balance: 0 while its jetton wallet (or the master, on another network) is not deployed. */
export async function jettonBalance(ctx: TonCtx, master: Address, owner: Address): Promise<bigint> {
  const wallet = await walletOrNull(ctx, master, owner);
  if (!wallet) return 0n;
  const r = await apiOf(ctx).runGetMethod(wallet.toString(), 'get_wallet_data');
  return r.exit_code === 0 ? numOf(r.stack[0]) : 0n;
}

const key = (name: string) => Buffer.from(sha256(new TextEncoder().encode(name)));

/** TEP-64 on-chain content: a dictionary of sha256(key) → snake string. */
function onchain(content: Cell): Record<string, string> {
  const s = content.beginParse();
  s.skip(8);
  const dict = s.loadDict(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
  const out: Record<string, string> = {};
  for (const name of ['name', 'symbol', 'decimals', 'uri']) {
    const v = dict.get(key(name))?.beginParse();
    if (v && v.remainingBits >= 8 && v.loadUint(8) === 0) out[name] = v.loadStringTail();
  }
  return out;
}

/**
 * A jetton's name, symbol and decimals from its master (get_jetton_data): TEP-64 on-chain
 * content, or the JSON its off-chain URI points at. Decimals default to 9 (TEP-64).
 */
export async function jettonInfo(ctx: TonCtx, master: Address): Promise<TokenDetails> {
  const r = await apiOf(ctx).runGetMethod(master.toString(), 'get_jetton_data');
  if (r.exit_code !== 0 || r.stack.length < 5) throw new AppError('RULE', TON_ERRORS.notJetton);
  const content = cellOf(r.stack[3]);
  const prefix = content.beginParse().loadUint(8);
  let meta: Record<string, unknown> = {};
  if (prefix === 0) meta = onchain(content);
  else if (prefix === 1) {
    const uri = content.beginParse().skip(8).loadStringTail();
    if (/^https:\/\//.test(uri)) meta = await ctx.http.json<Record<string, unknown>>(uri);
  }
  if (typeof meta.uri === 'string' && meta.name === undefined && /^https:\/\//.test(meta.uri))
    meta = { ...(await ctx.http.json<Record<string, unknown>>(meta.uri)), ...meta };
  const decimals = meta.decimals === undefined ? 9 : Number(meta.decimals);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw new AppError('RULE', TON_ERRORS.notJetton);
  const text = (v: unknown, fallback: string) =>
    typeof v === 'string' && v.trim() ? v.trim().slice(0, 64) : fallback;
  return {
    contractAddress: master.toString({ urlSafe: true, bounceable: true }),
    name: text(meta.name, 'Jetton'),
    symbol: text(meta.symbol, 'JETTON'),
    decimals,
  };
}
