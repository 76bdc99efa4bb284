/**
 * Token association (issue 37), the `trustlines` call XRP's and Stellar's trust lines also
 * answer: an HTS account must associate a token (TokenAssociate) before it can receive it,
 * unless it has a free auto-association slot. The association locks no reserve; its fee ($0.05
 * at the mirror's rate, also its max fee) is shown before it is signed. Removing one is not
 * offered yet.
 */
import { hex } from '@scure/base';
import { AppError } from '../../../../shared/errors';
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import type { CoinRef, Prepared } from '../../family';
import {
  ASSOCIATE_USD_CENT_HUNDREDTHS,
  HEDERA_ERRORS,
  VALID_DURATION_S,
  VALID_START_BACKDATE_MS,
} from '../constants';
import type { HederaCtx } from '../ctx';
import { consensusOf, mirrorOf } from '../network';
import { findAccount, requireAccount } from './findAccount';
import { getBalance } from './getBalance';
import { fungibleToken, relationshipOf, tokenIdOf } from './htsToken';
import { feeAtRate } from './transferFee';

export async function associationState(ctx: HederaCtx, publicKeyDer: string, contractAddress: string) {
  const accountId = await findAccount(ctx, publicKeyDer);
  const rel = accountId ? await relationshipOf(ctx, accountId, tokenIdOf(contractAddress)) : null;
  // an HTS association needs no issuer's consent (KYC aside): associated is holdable
  return { exists: rel !== null, authorized: rel !== null, balance: rel?.balance ?? 0n };
}

export async function prepareAssociation(
  ctx: HederaCtx,
  coin: CoinRef,
  contractAddress: string,
  action: 'trust' | 'untrust',
): Promise<Prepared & { reserve: bigint }> {
  if (action !== 'trust') throw new AppError('RULE', HEDERA_ERRORS.noDissociate);
  const tokenId = tokenIdOf(contractAddress);
  const accountId = await requireAccount(ctx, coin.address);
  const [token, rel, balance, rate] = await Promise.all([
    fungibleToken(ctx, tokenId),
    relationshipOf(ctx, accountId, tokenId),
    getBalance(ctx, accountId),
    mirrorOf(ctx).exchangeRate(),
  ]);
  if (rel) throw new AppError('RULE', HEDERA_ERRORS.alreadyAssociated(token.symbol));
  const fee = feeAtRate(rate, ASSOCIATE_USD_CENT_HUNDREDTHS);
  if (balance < fee) throw new AppError('RULE', HEDERA_ERRORS.feeInsufficient);
  const built = await buildAssociate(ctx, accountId, tokenId, fee);
  const intent: SignIntentOf<'hedera'> = {
    family: 'hedera',
    kind: 'trust',
    chainName: coin.chainName,
    from: coin.address,
    accountId,
    nodeAccountId: built.nodeAccountId,
    to: accountId,
    amount: '0',
    feeCap: fee.toString(10),
    token: tokenId,
  };
  return {
    quote: { amount: 0n, fee, isMax: false, feeOptions: [], feeUnit: 'HBAR', feeUnitDecimals: 8 },
    unsigned: built.unsigned,
    intent,
    // an association holds no HBAR back
    reserve: 0n,
  };
}

/** The SDK's frozen TokenAssociateTransaction for one node: the account pays and is associated. */
async function buildAssociate(ctx: HederaCtx, accountId: string, tokenId: string, fee: bigint) {
  const { AccountId, Hbar, Timestamp, TokenAssociateTransaction, TokenId, TransactionId } =
    await import('@hashgraph/sdk');
  const nodes = await consensusOf(ctx).nodeAccountIds();
  const nodeAccountId = nodes[Math.floor(Math.random() * nodes.length)]!;
  const tx = new TokenAssociateTransaction()
    .setTransactionId(
      TransactionId.withValidStart(
        AccountId.fromString(accountId),
        Timestamp.fromDate(new Date(ctx.now() - VALID_START_BACKDATE_MS)),
      ),
    )
    .setNodeAccountIds([AccountId.fromString(nodeAccountId)])
    .setTransactionValidDuration(VALID_DURATION_S)
    .setMaxTransactionFee(Hbar.fromTinybars(fee.toString(10)))
    .setAccountId(AccountId.fromString(accountId))
    .setTokenIds([TokenId.fromString(tokenId)]);
  return { unsigned: hex.encode(tx.freeze().toBytes()), nodeAccountId };
}
