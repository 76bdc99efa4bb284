import type { SolanaNftStandard } from '../../../../shared/chains/solana/nfts';
import { AppError } from '../../../../shared/errors';
import type { FeeOptionTitle } from '../../family';
import type { SolanaCtx } from '../ctx';
import { SOLANA_ERRORS } from '../errors';
import { metadataAccountsQuery, programIdOf } from '../network';
import { quoteTransfer, type TransferPlan } from './quoteTransfer';
import { rpcOf } from './rpcOf';

export interface QuoteNftTransferParams {
  from: string;
  to: string;
  mint: string;
  standard: SolanaNftStandard;
  feeOption: FeeOptionTitle;
  customFee?: string;
}

const rule = (m: string) => new AppError('RULE', m);

/**
 * An NFT send's plan: a token transfer of 1 with decimals 0 (the recipient's associated
 * account created idempotently when missing, its rent a cost row), after what the chain says of
 * the mint itself, not what the list said: a programmable NFT (its metadata's token standard)
 * or a compressed one is refused in words, as is a mint with decimals or on Token-2022 (the
 * signer would refuse those).
 */
export async function quoteNftTransfer(ctx: SolanaCtx, p: QuoteNftTransferParams): Promise<TransferPlan> {
  if (p.standard === 'compressedNft') throw rule(SOLANA_ERRORS.compressedNft);
  if (p.standard === 'programmableNft') throw rule(SOLANA_ERRORS.programmableNft);
  const [meta] = await rpcOf(ctx).call(metadataAccountsQuery([p.mint]));
  if (meta?.tokenStandard?.startsWith('Programmable')) throw rule(SOLANA_ERRORS.programmableNft);
  const plan = await quoteTransfer(ctx, {
    from: p.from,
    to: p.to,
    amount: 1n,
    sendAll: false,
    feeOption: p.feeOption,
    ...(p.customFee !== undefined ? { customFee: p.customFee } : {}),
    token: { mint: p.mint, symbol: meta?.symbol || 'NFT' },
  }).catch((e: unknown) => {
    throw e instanceof AppError && e.message === SOLANA_ERRORS.insufficient(meta?.symbol || 'NFT')
      ? rule(SOLANA_ERRORS.nftNotHeld)
      : e;
  });
  if (plan.token?.decimals !== 0) throw rule(SOLANA_ERRORS.notAnNft);
  if (plan.instructions.at(-1)?.programId.toBase58() !== programIdOf('token'))
    throw rule(SOLANA_ERRORS.nftOnToken2022);
  return plan;
}
