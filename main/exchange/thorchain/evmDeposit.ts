/**
 * A THORChain swap deposit on an EVM chain, built for the signer: the router's
 * `depositWithExpiry(vault, asset, amount, memo, expiry)`, the coin as value; an ERC-20 is first
 * approved for exactly the amount (never unlimited), the deposit taking the next nonce. Just
 * before building, THORChain's inbound addresses are read again: a halted or paused chain, a
 * vault or router other than the one listed now, or a quote past its expiry is refused with a
 * sentence and nothing is built. The signer checks every byte again
 * (signer/chains/evm/checkSwapDeposit.ts, checkTokenApprove.ts).
 */
import { getAddress } from 'ethers';
import { getChain } from '../../../shared/chains/registry';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type { SwapDepositParams } from '../../chains/family';
import { chainConfig } from '../../chains/evm/config';
import type { EvmCtx } from '../../chains/evm/ctx';
import * as logic from '../../chains/evm/logic';
import { approveCall, depositCall } from '../../chains/evm/logic/thorRouterCalls';
import { buildUnsignedTx, type CallFields } from '../../chains/evm/logic/txRequest';
import { thorchainAssetOf } from './assets';
import { openInbound } from './getInboundAddresses';
import { chainOfAsset } from './quoteSwap';
import type { ThorchainCtx } from './types';

/**
 * Gas of a token deposit, which cannot be estimated before its approval is mined (the router's
 * transferFrom would fail): THORChain's router spends about 60–90 000 on an ERC-20 deposit, so
 * this leaves room for a token whose transfer costs more. Unused gas is not paid.
 */
export const TOKEN_DEPOSIT_GAS = 200_000n;

export interface EvmSwapDepositInput {
  /** our chain name (`ethereum`) */
  chainName: string;
  /** the wallet's sending address on it */
  from: string;
  /** the ERC-20 deposited; absent: the chain's coin */
  contractAddress?: string;
  /** the provider quote's deposit: vault, router, amount in the asset's base units, memo, terms */
  deposit: SwapDepositParams;
  feeOption?: logic.FeeTitle;
}

/** One transaction to sign and broadcast, in `steps` order (the nonces follow each other). */
export interface EvmSwapStep {
  kind: 'tokenApprove' | 'swapDeposit';
  /** hex of the unsigned serialized transaction */
  unsigned: string;
  intent: SignIntentOf<'evm'>;
  nonce: number;
  /** wei: the most this transaction can cost */
  fee: bigint;
}

export interface EvmSwapDepositPlan {
  /** an ERC-20: the exact approval, then the deposit; the coin: the deposit alone */
  steps: EvmSwapStep[];
  /** wei: the most all steps can cost together */
  fee: bigint;
}

const rule = (why: string) => new AppError('RULE', why);

/**
 * Refuses what THORChain would not take now: a halted or paused chain, another vault or router,
 * an expired quote. Returns the router as THORChain lists it. `buildEvmSwapDeposit` runs it
 * first; exported for a caller that builds the transactions elsewhere.
 */
export async function checkEvmDepositInbound(
  thor: ThorchainCtx,
  p: Pick<EvmSwapDepositInput, 'chainName' | 'deposit'>,
): Promise<{ router: string }> {
  const d = p.deposit;
  if (d.terms.expiry * 1000 <= thor.now()) throw rule('The quote has expired; ask for a new one');
  if (d.router === undefined) throw rule('THORChain gave no router for this deposit; ask for a new quote');
  const c = getChain(p.chainName);
  const asset = thorchainAssetOf({ chainName: c.name, symbol: c.symbol, decimals: c.decimals });
  if (asset === null) throw rule(`THORChain does not swap from ${c.displayName}`);
  const inbound = await openInbound(thor, chainOfAsset(asset));
  // vaults rotate at every churn: a quote naming the old one would pay an address THORChain left
  if (inbound.address.toLowerCase() !== d.depositAddress.toLowerCase())
    throw rule('THORChain has moved its vault since the quote; ask for a new one');
  if (inbound.router === undefined || inbound.router.toLowerCase() !== d.router.toLowerCase())
    throw rule('The quote names another router than THORChain lists; ask for a new one');
  return { router: getAddress(inbound.router) };
}

/**
 * The deposit's transactions and their intents for `p.from`: checked against THORChain's
 * inbound addresses now, priced with the chain's fee options, and refused when the wallet
 * cannot pay the amount and the fees.
 */
export async function buildEvmSwapDeposit(
  ctx: { evm: EvmCtx; thorchain: ThorchainCtx },
  p: EvmSwapDepositInput,
): Promise<EvmSwapDepositPlan> {
  const { router } = await checkEvmDepositInbound(ctx.thorchain, p);
  return buildEvmSwapSteps(ctx.evm, p, router);
}

/**
 * The same transactions through `router`, for a caller that has just checked the inbound
 * addresses itself (the EVM family, after the provider's `fresh` ran checkEvmDepositInbound):
 * the family knows no THORNode.
 */
export async function buildEvmSwapSteps(
  evm: EvmCtx,
  p: EvmSwapDepositInput,
  router: string,
): Promise<EvmSwapDepositPlan> {
  const d = p.deposit;
  if (d.amount <= 0n) throw rule('Enter an amount to swap');
  const from = getAddress(p.from);
  const token = p.contractAddress === undefined ? undefined : getAddress(p.contractAddress);
  const cfg = chainConfig(evm.config, p.chainName);
  const call = depositCall({
    router,
    vault: d.depositAddress,
    token,
    amount: d.amount,
    memo: d.memo,
    expiry: d.terms.expiry,
  });
  const first = token === undefined ? call : approveCall(token, router, d.amount);

  const [balances] = await logic.getBalances(evm, {
    chain: p.chainName,
    accounts: [{ address: from, tokens: token === undefined ? [] : [token] }],
  });
  const native = balances!.native;
  const held = token === undefined ? native : (balances!.tokens.get(token) ?? 0n);
  if (held < d.amount)
    throw rule(`Insufficient ${token === undefined ? getChain(p.chainName).symbol : 'token'} balance`);
  const q = await logic.estimateFee(evm, {
    chain: p.chainName,
    from,
    to: first.to,
    amount: 0n,
    balance: 0n,
    call: first,
    ...(p.feeOption !== undefined ? { option: p.feeOption } : {}),
  });
  if ('customError' in q) throw rule(q.customError);

  const stepOf = (
    kind: EvmSwapStep['kind'],
    f: CallFields,
    nonce: number,
    gasLimit: bigint,
    l1Fee: bigint,
  ): EvmSwapStep => {
    const tx = buildUnsignedTx(cfg, { ...f, nonce, gasLimit, pricing: q.pricing });
    const fee = gasLimit * q.pricing.gasPrice + l1Fee;
    const common = {
      family: 'evm' as const,
      chainName: p.chainName,
      from,
      amount: d.amount.toString(10),
      feeCap: fee.toString(10),
      nonce,
    };
    const intent: SignIntentOf<'evm'> =
      kind === 'tokenApprove'
        ? { ...common, kind, to: router, contractAddress: token! }
        : {
            ...common,
            kind,
            to: getAddress(d.depositAddress),
            router,
            memo: { kind: 'text', value: d.memo },
            swap: d.terms,
            ...(token !== undefined ? { contractAddress: token } : {}),
          };
    return { kind, unsigned: tx.unsignedSerialized, intent, nonce, fee };
  };

  const steps =
    token === undefined
      ? [stepOf('swapDeposit', call, q.nonce, q.gasLimit, q.l1Fee)]
      : [
          stepOf('tokenApprove', first, q.nonce, q.gasLimit, q.l1Fee),
          // an OP-stack chain's L1 part grows with the bytes: the deposit's calldata (memo and
          // all) is at most about twice the approval's, so twice its L1 fee covers it
          stepOf('swapDeposit', call, q.nonce + 1, TOKEN_DEPOSIT_GAS, q.l1Fee * 2n),
        ];
  const fee = steps.reduce((sum, s) => sum + s.fee, 0n);
  const spentNative = fee + (token === undefined ? d.amount : 0n);
  if (native < spentNative) throw rule('Insufficient balance to pay the network fee');
  return { steps, fee };
}
