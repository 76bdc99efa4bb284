import { isSendKind, type TxKind } from '../../../shared/contract/txKinds';
import { AppError } from '../../../shared/errors';
import { journalHash } from '../../journal/journalEntry';
import type { TransferSigner } from '../types';
import { evmChainIdFor } from './chainIds';
import { checkEvmReplacement } from './checkReplacement';
import { signEvmTx } from './sign';

const EVM_OWN_KINDS: ReadonlySet<TxKind> = new Set([
  'nftTransfer',
  'swapDeposit',
  'tokenApprove',
  'revokeAllowance',
  'revokeOperator',
  'revokeDelegation',
]);

/**
 * EVM: the key of the sending address (its path, or the imported key at ''), reached only as
 * a capability; the intent is checked in sign, and a speed-up or cancel against the
 * journal's record of what it replaces. Only a swap deposit carries a memo.
 */
export const signEvm: TransferSigner = (p) => {
  const intent = p.intent;
  if (intent.family !== 'evm') throw new AppError('INTENT_MISMATCH', 'family');
  const kind = intent.kind;
  const swapDeposit = kind === 'swapDeposit';
  // only a swap deposit carries a memo (in the router's calldata), a router and swap terms: on
  // any other kind they would be ignored by its check, and a deposit without its terms would
  // be checked as a plain transfer
  if (intent.memo && !swapDeposit) throw new AppError('INTENT_MISMATCH', 'memo');
  if (swapDeposit ? intent.swap === undefined : intent.swap !== undefined || intent.router !== undefined)
    throw new AppError('INTENT_MISMATCH', 'swap');
  const chainId = evmChainIdFor(p.chainName, p.network);
  // an imported key has no path; a phrase wallet signs with the sending address's key
  const path = p.keys.importedFor !== null ? '' : p.activePath;
  if (path === undefined || (path === '' && p.keys.importedFor === null))
    throw new AppError('BAD_INPUT', 'no sending address');
  // EVM signs sends, their replacements, NFT transfers and swap deposits (with their token
  // approval); it has no staking or trustlines
  if (!isSendKind(kind) && !EVM_OWN_KINDS.has(kind)) throw new AppError('INTENT_MISMATCH', 'kind');
  // the NFT check runs exactly on an NFT transfer: without it the calldata would be held to
  // ERC-20's `transfer`, and an NFT named on a plain send would be ignored
  if ((kind === 'nftTransfer') !== (intent.nft !== undefined)) throw new AppError('INTENT_MISMATCH', 'nft');
  const nft = intent.nft && { standard: intent.nft.standard, tokenId: BigInt(intent.nft.tokenId) };
  const memo = intent.memo?.kind === 'text' ? intent.memo.value : undefined;
  const swap = intent.swap && {
    deposit: {
      router: intent.router,
      vault: intent.to,
      token: intent.contractAddress,
      amount: BigInt(intent.amount),
      memo,
      terms: intent.swap,
    },
    // the signer's own clock: main's cannot stretch a quote past its expiry
    nowSeconds: Math.floor(Date.now() / 1000),
  };
  const record = p.replacing;
  const out = signEvmTx(
    {
      keys: p.keys.secp,
      path,
      unsigned: p.unsigned,
      intent: {
        chain: p.chainName,
        chainId,
        from: intent.from,
        to: intent.to,
        amount: BigInt(intent.amount),
        feeCap: BigInt(intent.feeCap),
        contractAddress: intent.contractAddress,
        nft,
        // the revoke check runs exactly on a revoke kind (checkRevoke.ts)
        revoke: kind === 'revokeAllowance' || kind === 'revokeOperator' ? kind : undefined,
        // and the delegation check exactly on its kind: it alone lets a type-4 transaction in
        revokeDelegation: kind === 'revokeDelegation',
        swapDeposit: swap,
        approve: kind === 'tokenApprove',
        nonce: intent.nonce,
      },
    },
    // signTransfer hands a record with a speed-up or cancel only (and always with one)
    record === null ? undefined : (decoded, from) => checkEvmReplacement(decoded, kind, record, from),
  );
  const tx = out.decoded;
  return {
    signed: out.signed,
    hash: journalHash(out.hash),
    fee: tx.gasLimit * tx.maxPricePerGas,
    detail: {
      family: 'evm',
      chainId: tx.chainId.toString(10),
      from: out.from,
      nonce: tx.nonce,
      txTo: tx.to,
      value: tx.value.toString(10),
      data: tx.data.toLowerCase(),
      gasLimit: tx.gasLimit.toString(10),
      maxPricePerGas: tx.maxPricePerGas.toString(10),
      maxPriorityFeePerGas: tx.maxPriorityFeePerGas === null ? null : tx.maxPriorityFeePerGas.toString(10),
      // checked equal to the calldata the key signed
      ...(nft && {
        nft: {
          standard: nft.standard,
          tokenId: nft.tokenId.toString(10),
          to: intent.to,
          amount: intent.amount,
        },
      }),
    },
  };
};
