/**
 * An HTS token send (issue 37): a CryptoTransfer whose one token list debits the wallet's
 * account and credits the recipient, stating the token's decimals (expected_decimals) so the
 * network refuses it if they are not the ones the amount was read with. The fee is HBAR, the
 * spec's 0.0021 USD at the mirror's rate, also the max fee. The recipient must be able to hold
 * the token (recipientHolds.ts).
 */
import { hex } from '@scure/base';
import { AppError } from '../../../../shared/errors';
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import type { CoinRef, Prepared, QuoteParams } from '../../family';
import { HEDERA_ERRORS, VALID_DURATION_S, VALID_START_BACKDATE_MS } from '../constants';
import type { HederaCtx } from '../ctx';
import { consensusOf } from '../network';
import { requireAccount } from './findAccount';
import { getBalance } from './getBalance';
import { fungibleToken, relationshipOf, tokenIdOf } from './htsToken';
import { memoText } from './planTransfer';
import { checkRecipientHolds } from './recipientHolds';
import { transferFee } from './transferFee';

export interface TokenPlan {
  accountId: string;
  to: string;
  tokenId: string;
  decimals: number;
  amount: bigint;
  isMax: boolean;
  fee: bigint;
  memo: string;
}

export async function planTokenTransfer(
  ctx: HederaCtx,
  coin: CoinRef,
  p: QuoteParams,
  to: string,
): Promise<TokenPlan> {
  const memo = memoText(p.memo);
  const tokenId = tokenIdOf(coin.contractAddress ?? '');
  const accountId = await requireAccount(ctx, coin.address);
  if (to === accountId) throw new AppError('RULE', HEDERA_ERRORS.toSelf);
  if (!p.sendAll && p.amount <= 0n) throw new AppError('RULE', HEDERA_ERRORS.amountZero);
  const [token, mine, hbar, fee] = await Promise.all([
    fungibleToken(ctx, tokenId),
    relationshipOf(ctx, accountId, tokenId),
    getBalance(ctx, accountId),
    transferFee(ctx),
  ]);
  // the amount was read with the coin's decimals; the body states the chain's
  if (token.decimals !== coin.decimals) throw new AppError('BAD_INPUT', HEDERA_ERRORS.noToken(tokenId));
  if (!mine) throw new AppError('RULE', HEDERA_ERRORS.notAssociated(token.symbol));
  const amount = p.sendAll ? mine.balance : p.amount;
  if (amount <= 0n || amount > mine.balance)
    throw new AppError('RULE', HEDERA_ERRORS.tokenInsufficient(token.symbol));
  if (hbar < fee) throw new AppError('RULE', HEDERA_ERRORS.feeInsufficient);
  await checkRecipientHolds(ctx, to, tokenId, token.symbol);
  return { accountId, to, tokenId, decimals: token.decimals, amount, isMax: Boolean(p.sendAll), fee, memo };
}

export async function prepareTokenTransfer(
  ctx: HederaCtx,
  coin: CoinRef,
  p: QuoteParams,
  to: string,
): Promise<Prepared> {
  const plan = await planTokenTransfer(ctx, coin, p, to);
  const { AccountId, Hbar, Timestamp, TokenId, TransactionId, TransferTransaction } =
    await import('@hashgraph/sdk');
  const nodes = await consensusOf(ctx).nodeAccountIds();
  const nodeAccountId = nodes[Math.floor(Math.random() * nodes.length)]!;
  const token = TokenId.fromString(plan.tokenId);
  const tx = new TransferTransaction()
    .setTransactionId(
      TransactionId.withValidStart(
        AccountId.fromString(plan.accountId),
        Timestamp.fromDate(new Date(ctx.now() - VALID_START_BACKDATE_MS)),
      ),
    )
    .setNodeAccountIds([AccountId.fromString(nodeAccountId)])
    .setTransactionValidDuration(VALID_DURATION_S)
    .setMaxTransactionFee(Hbar.fromTinybars(plan.fee.toString(10)))
    .addTokenTransferWithDecimals(token, plan.accountId, -plan.amount, plan.decimals)
    .addTokenTransferWithDecimals(token, plan.to, plan.amount, plan.decimals);
  if (plan.memo) tx.setTransactionMemo(plan.memo);
  const intent: SignIntentOf<'hedera'> = {
    family: 'hedera',
    kind: 'transfer',
    chainName: coin.chainName,
    from: coin.address,
    accountId: plan.accountId,
    nodeAccountId,
    to: plan.to,
    amount: plan.amount.toString(10),
    feeCap: plan.fee.toString(10),
    token: plan.tokenId,
    decimals: plan.decimals,
    ...(plan.memo ? { memo: { kind: 'text', value: plan.memo } } : {}),
  };
  return {
    quote: {
      amount: plan.amount,
      fee: plan.fee,
      isMax: plan.isMax,
      feeOptions: [],
      // the fee is HBAR, not the token: the quote says so
      feeUnit: 'HBAR',
      feeUnitDecimals: 8,
    },
    unsigned: hex.encode(tx.freeze().toBytes()),
    intent,
  };
}
