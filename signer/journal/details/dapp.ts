import { createHash } from 'node:crypto';
import { VersionedTransaction } from '@solana/web3.js';
import { hex } from '@scure/base';
import { Transaction } from 'ethers';
import { z } from 'zod';
import { ApprovedDappTxSchema, type DappSignRequest } from '../../../shared/signer/dapp';
import { SolanaDappTxSchema } from '../../../shared/chains/solana/dappSolana';

/** What the signer signed for a dapp (WalletConnect), as it checked it. */
export const DappDetailSchema = z.strictObject({
  family: z.literal('dapp'),
  request: z.enum(['personalSign', 'typedData', 'transaction', 'solanaMessage', 'solanaTransaction']),
  /** the session account that signed */
  account: z.string().max(100),
  /** a message: the exact bytes signed, hex */
  message: z.string().max(262_146).optional(),
  /** typed data: the JSON the signer hashed, and the chain id it hashed it for */
  typedData: z.string().max(200_000).optional(),
  chainId: z.number().int().optional(),
  /** an EVM transaction: the approved payload the signer held it to */
  evm: ApprovedDappTxSchema.optional(),
  /** a Solana transaction: what the signer read from the bytes it signed */
  solana: SolanaDappTxSchema.optional(),
});
export type DappJournalDetail = z.infer<typeof DappDetailSchema>;

/** The journal fields of a dapp signature (the entry's walletId and time are the caller's). */
export interface DappJournalFields {
  /** `eip155:<id>` for an EVM request with a chain, `eip155` for personal_sign, `solana` */
  chainName: string;
  hash: string;
  to: string;
  amount: string;
  fee: string;
  signed: string;
  detail: DappJournalDetail;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A dapp signature as the journal keeps it: a transaction under its chain id (EVM hash,
 * Solana signature in hex), a message signature under the SHA-256 of the answer; the chain
 * names are WalletConnect's namespaces, never a coin's, so a dapp transaction is never taken
 * for one of the wallet's own sends (speed-up and cancel look those up by coin).
 */
export function dappJournalFields(
  account: string,
  request: DappSignRequest,
  result: string,
): DappJournalFields {
  const base = { to: '', amount: '0', fee: '0', signed: result };
  const detail = { family: 'dapp' as const, request: request.kind, account };
  switch (request.kind) {
    case 'personalSign':
      return {
        ...base,
        chainName: 'eip155',
        hash: sha256(result),
        detail: { ...detail, message: request.message },
      };
    case 'typedData':
      return {
        ...base,
        chainName: `eip155:${request.chainId}`,
        hash: sha256(result),
        detail: { ...detail, typedData: request.json, chainId: request.chainId },
      };
    case 'transaction': {
      const a = request.approved;
      return {
        chainName: `eip155:${a.chainId}`,
        hash: Transaction.from(result).hash!.slice(2),
        to: a.to,
        amount: a.value,
        fee: (BigInt(a.gas) * BigInt(a.maxFeePerGas)).toString(10),
        signed: result,
        detail: { ...detail, evm: a },
      };
    }
    case 'solanaMessage':
      return {
        ...base,
        chainName: 'solana',
        hash: sha256(result),
        detail: { ...detail, message: `0x${Buffer.from(request.message, 'base64').toString('hex')}` },
      };
    case 'solanaTransaction': {
      const tx = VersionedTransaction.deserialize(Buffer.from(result, 'base64'));
      const slot = request.approved.signers.indexOf(account);
      return {
        ...base,
        chainName: 'solana',
        hash: hex.encode(tx.signatures[slot]!),
        fee: request.approved.maxFee,
        detail: { ...detail, solana: request.approved },
      };
    }
  }
}
