/**
 * The preview of a THORChain swap deposit through the router (issue 32): the very calls the
 * deposit signs, simulated on the chain's nodes and held to the approved swap. The coin: the
 * router call alone, exactly the amount leaving the wallet. A token: its exact approval and then
 * the deposit in one simulated block state (the deposit's transferFrom needs the approval), held
 * to exactly the amount leaving, to the router only, and a permission of exactly the amount for
 * the router and no other; a node that cannot simulate both together says so, it never guesses.
 */
import { getAddress } from 'ethers';
import type { TxPreview } from '../../../../shared/preview/txPreview';
import { approveCall, depositCall } from './thorRouterCalls';
import type { SwapDepositParams } from '../../family';
import { chainConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { nodeOf } from '../network';
import { previewEvmTx, type PreviewParams } from '../preview';

export interface PreviewSwapDepositParams {
  chain: string;
  from: string;
  /** the ERC-20 deposited; absent: the chain's coin */
  contractAddress?: string;
  /** the deposited token's symbol and decimals as the wallet lists it: not read on chain again */
  token?: { symbol: string; decimals: number };
  deposit: SwapDepositParams & { router: string };
  fiatPrice?: PreviewParams['fiatPrice'];
}

export async function previewSwapDeposit(ctx: EvmCtx, p: PreviewSwapDepositParams): Promise<TxPreview> {
  const cfg = chainConfig(ctx.config, p.chain);
  const d = p.deposit;
  const from = getAddress(p.from);
  const router = getAddress(d.router);
  const token = p.contractAddress === undefined ? undefined : getAddress(p.contractAddress);
  const deposit = depositCall({
    router,
    vault: d.depositAddress,
    token,
    amount: d.amount,
    memo: d.memo,
    expiry: d.terms.expiry,
  });
  const preview = await previewEvmTx(nodeOf(ctx, cfg), {
    chainName: p.chain,
    native: { symbol: cfg.symbol, decimals: cfg.decimals },
    ...(cfg.multicall3 ? { multicall3: cfg.multicall3 } : {}),
    tx: { from, ...deposit },
    ...(token !== undefined ? { before: [{ from, ...approveCall(token, router, d.amount) }] } : {}),
    ...(token !== undefined && p.token ? { knownTokens: [{ address: token, ...p.token }] } : {}),
    intent: {
      asset: token ?? 'native',
      amount: d.amount,
      // the router takes the deposit (and passes the coin on to the vault): it is the recipient
      to: router,
      ...(token !== undefined ? { approval: { spender: router, amount: d.amount } } : {}),
    },
    ...(p.fiatPrice ? { fiatPrice: p.fiatPrice } : {}),
  });
  if (preview.status !== 'ok') return preview;
  // the exact approval in the words of the review's steps ('exactly N TOKEN'), the router named
  return {
    ...preview,
    permissions: preview.permissions.map((g) =>
      g.kind === 'approve' && !g.unlimited && g.amount !== null && getAddress(g.spender) === router
        ? { ...g, text: `exactly ${g.amount} ${g.symbol ?? g.asset} to THORChain's router (${router})` }
        : g,
    ),
  };
}
