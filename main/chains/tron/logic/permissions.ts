/**
 * The Tron family's part of the permissions page (issue 33): TRC-20 allowances the wallet
 * granted. TronGrid's `/v1/accounts/{owner}/transactions/trc20?only_from=true` lists the
 * owner's Approval events beside its transfers; each (token, spender) found there is read again
 * on the node with `allowance(owner, spender)` (triggerconstantcontract), and only what the
 * contract still allows is listed: an event says what was granted once, not what is left.
 * Revoking is `approve(spender, 0)` built by the node (triggersmartcontract), re-read first so
 * the page's copy is never trusted; the signer holds the call to exactly that.
 */
import { AppError } from '../../../../shared/errors';
import type { RevokeTarget } from '../../../../shared/contract/permissions';
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import type { CoinRef, PermissionGrant, Prepared } from '../../family';
import { TOKEN_FEE_LIMIT } from '../constants';
import type { TronCtx } from '../ctx';
import { abiWord, gridOf, nodeOf } from '../network';
import { accountInfo } from './accountInfo';
import { chainPrices } from './chainParams';
import { transferCosts, tronMaxFee } from './costRows';
import { bandwidthBytes, tronFee } from './fees';
import { tronQuote } from './prepareTransfer';

export const APPROVE_SELECTOR = 'approve(address,uint256)';
const ALLOWANCE_SELECTOR = 'allowance(address,address)';
/** how many of the owner's sent TRC-20 events are searched for approvals */
export const APPROVAL_SCAN_LIMIT = 200;

interface Approved {
  token: string;
  spender: string;
  /** the newest Approval's time, ms */
  since: number;
  decimals?: number;
  symbol?: string;
}

/** The (token, spender) pairs the owner approved, newest event first, each once. */
async function approvedPairs(ctx: TronCtx, owner: string): Promise<Approved[]> {
  const sent = await gridOf(ctx).trc20Sent(owner, APPROVAL_SCAN_LIMIT);
  const seen = new Map<string, Approved>();
  for (const e of sent.items) {
    if (e.type !== 'Approval' || e.from !== owner) continue;
    const key = `${e.contract}|${e.to}`;
    if (seen.has(key)) continue;
    seen.set(key, {
      token: e.contract,
      spender: e.to,
      since: e.timeMs,
      ...(e.decimals !== undefined ? { decimals: e.decimals } : {}),
      ...(e.symbol !== undefined ? { symbol: e.symbol } : {}),
    });
  }
  return [...seen.values()];
}

/** allowance(owner, spender) as the token contract answers it now. */
export async function allowanceOf(
  ctx: TronCtx,
  owner: string,
  token: string,
  spender: string,
): Promise<bigint> {
  const r = await nodeOf(ctx).constantCall({
    owner,
    contract: token,
    selector: ALLOWANCE_SELECTOR,
    parameter: abiWord(owner) + abiWord(spender),
  });
  if (!/^[0-9a-fA-F]{64}$/.test(r.result))
    throw new AppError('NETWORK', `allowance(): unreadable answer from ${token}`);
  return BigInt(`0x${r.result}`);
}

export async function listTronPermissions(ctx: TronCtx, owner: string): Promise<PermissionGrant[]> {
  const pairs = await approvedPairs(ctx, owner);
  const read = await Promise.all(
    pairs.map(async (p) => {
      try {
        return { p, amount: await allowanceOf(ctx, owner, p.token, p.spender) };
      } catch {
        // the contract would not say: shown as possibly live, never hidden
        return { p, amount: null };
      }
    }),
  );
  return read
    .filter(({ amount }) => amount !== 0n)
    .map(({ p, amount }) => ({
      kind: 'allowance' as const,
      asset: p.token,
      ...(p.symbol !== undefined ? { symbol: p.symbol } : {}),
      ...(p.decimals !== undefined ? { decimals: p.decimals } : {}),
      spender: p.spender,
      amount,
      since: p.since,
      revocable: true,
      ...(amount === null ? { unreadable: true as const } : {}),
    }));
}

/** approve(spender, 0) for each target, each re-read on the node and priced like a TRC-20 send. */
export async function prepareTronRevokes(
  ctx: TronCtx,
  coin: CoinRef,
  targets: readonly RevokeTarget[],
): Promise<Prepared[]> {
  const owner = coin.address;
  const [account, prices] = await Promise.all([accountInfo(ctx, owner), chainPrices(ctx)]);
  const node = nodeOf(ctx);
  const out: Prepared[] = [];
  let total = 0n;
  for (const t of targets) {
    if (t.kind !== 'allowance') throw new AppError('RULE', 'Only TRC-20 allowances can be revoked on Tron');
    if ((await allowanceOf(ctx, owner, t.asset, t.spender)) === 0n)
      throw new AppError('RULE', 'That allowance is no longer set');
    const parameter = abiWord(t.spender) + '0'.repeat(64);
    const [estimate, tx] = await Promise.all([
      node.constantCall({ owner, contract: t.asset, selector: APPROVE_SELECTOR, parameter }),
      node.triggerSmartContract({
        owner_address: owner,
        contract_address: t.asset,
        function_selector: APPROVE_SELECTOR,
        parameter,
        fee_limit: Number(TOKEN_FEE_LIMIT),
      }),
    ]);
    const fee = tronFee({
      bytes: bandwidthBytes(tx.raw_data_hex),
      bandwidth: account.bandwidth,
      prices,
      createsAccount: false,
      memo: false,
      energy: { needed: estimate.energyUsed, left: account.energy.left },
    });
    total += fee.total;
    const intent: SignIntentOf<'tron'> = {
      family: 'tron',
      kind: 'revokeAllowance',
      chainName: coin.chainName,
      from: owner,
      to: t.spender,
      contractAddress: t.asset,
      amount: '0',
      feeCap: tronMaxFee(fee, TOKEN_FEE_LIMIT).toString(10),
    };
    out.push({
      quote: tronQuote(0n, false, fee, transferCosts(fee, TOKEN_FEE_LIMIT)),
      unsigned: tx.raw_data_hex,
      intent,
    });
  }
  if (total > account.balance) throw new AppError('RULE', 'Insufficient TRX balance to pay the network fees');
  return out;
}
