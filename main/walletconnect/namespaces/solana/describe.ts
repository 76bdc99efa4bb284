import type { WalletKitTypes } from '@reown/walletkit';
import { base58 } from '@scure/base';
import { PublicKey, Transaction, VersionedTransaction, type Message } from '@solana/web3.js';
import { AppError } from '../../../../shared/errors';
import type { SolanaDappTx } from '../../../../shared/chains/solana/dappSolana';
import { summarizeSolanaTx } from '../../../../shared/chains/solana/dappSolanaSummary';
import { previewSolanaTx } from '../../../chains/solana';
import type { TxPreview } from '../../../../shared/preview/txPreview';
import { messageOf } from '../../messageText';
import type { Described } from '../types';
import type { WcSolanaChain } from './chain';
import { givenAway } from './givenAway';
import { solanaPreviewNode } from './previewNode';

/** solana_signMessage's and solana_signTransaction's params (WalletConnect's Solana RPC reference). */
interface SolanaParams {
  message?: unknown;
  transaction?: unknown;
  pubkey?: unknown;
}

const bad = (why: string) => new AppError('BAD_INPUT', why);

/** The dapp's serialized transaction read as main shows it: legacy only, like the signer. */
function readTransaction(base64: string, wallet: PublicKey): SolanaDappTx {
  let tx: VersionedTransaction;
  try {
    tx = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
  } catch {
    throw bad('The dapp sent a Solana transaction this wallet cannot read');
  }
  if (tx.version !== 'legacy')
    throw bad('Versioned (v0) Solana transactions are not signed by this wallet, only legacy ones');
  const m = tx.message as Message;
  return summarizeSolanaTx(
    {
      accountKeys: m.accountKeys,
      numRequiredSignatures: m.header.numRequiredSignatures,
      recentBlockhash: m.recentBlockhash,
      instructions: Transaction.populate(m).instructions,
    },
    wallet,
  );
}

/** Programs the modal cannot spell out, named: the user signs what they do without seeing it. */
function warningOf(tx: SolanaDappTx): string | null {
  const unread = [...new Set(tx.instructions.flatMap((ix) => (ix.kind === 'unknown' ? [ix.programId] : [])))];
  if (!unread.length) return null;
  const acts = tx.instructions.some((ix) => ix.kind === 'unknown' && ix.walletSigns);
  return `This transaction calls programs the wallet cannot read: ${unread.join(', ')}.${
    acts ? ' They can act with your account’s authority.' : ''
  } Approve only if you trust this app.`;
}

/** The transaction simulated on the request's chain; never throws: a failure is 'unavailable' in words. */
async function previewOf(
  chain: WcSolanaChain | undefined,
  transaction: string,
  wallet: string,
  fee: bigint,
): Promise<TxPreview> {
  if (!chain) return { status: 'unavailable', reason: 'This Solana chain has no node on this profile' };
  try {
    return await previewSolanaTx(solanaPreviewNode(chain), { transaction, wallet, fee });
  } catch (e) {
    return {
      status: 'unavailable',
      reason: `The preview failed: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}

/**
 * A dapp's Solana request for the session's Solana account: the message shown as text (hex
 * when not printable), or the transaction's instructions, fee payer and signers. Approving
 * hands the signer the exact bytes and what the modal showed of them; the answers are in the
 * format of WalletConnect's Solana reference (base58 signature; for a transaction also the
 * signed transaction in base64). A transaction is also simulated on the profile's node (the
 * preview: what leaves and arrives, the permissions it gives), while the modal's other parts
 * are read.
 */
export async function describeSolanaRequest(
  chains: ReadonlyMap<string, WcSolanaChain>,
  account: () => Promise<{ address: string }>,
  r: WalletKitTypes.SessionRequest,
): Promise<Described> {
  const { method, params } = r.params.request;
  const p = (params ?? {}) as SolanaParams;
  const { address } = await account();
  if (p.pubkey !== undefined && p.pubkey !== address)
    throw bad('The dapp asked for an account this session does not have');
  const wallet = new PublicKey(address);
  if (method === 'solana_signMessage') {
    if (typeof p.message !== 'string' || p.message === '') throw bad('No message to sign');
    let bytes: Uint8Array;
    try {
      bytes = base58.decode(p.message);
    } catch {
      throw bad('The message is not base58');
    }
    const m = messageOf(`0x${Buffer.from(bytes).toString('hex')}`);
    return {
      detail: { kind: 'solanaMessage', from: address, ...m },
      approve: async ({ sign }) => ({
        signature: await sign({ kind: 'solanaMessage', message: Buffer.from(bytes).toString('base64') }),
      }),
    };
  }
  if (typeof p.transaction !== 'string' || p.transaction === '')
    throw bad('No transaction to sign (this wallet reads the `transaction` parameter only)');
  const transaction = p.transaction;
  const tx = readTransaction(transaction, wallet);
  const slot = tx.signers.indexOf(address);
  if (slot < 0) throw bad('This transaction does not need a signature of this wallet');
  const preview = await previewOf(chains.get(r.params.chainId), transaction, address, BigInt(tx.maxFee));
  return {
    detail: {
      kind: 'solanaTransaction',
      from: address,
      tx,
      warning:
        [warningOf(tx), preview.status === 'unavailable' ? givenAway(tx, address) : null]
          .filter((w) => w !== null)
          .join(' ') || null,
      preview,
    },
    approve: async ({ sign }) => {
      const signed = await sign({ kind: 'solanaTransaction', transaction, approved: tx });
      const out = VersionedTransaction.deserialize(Buffer.from(signed, 'base64'));
      return { signature: base58.encode(out.signatures[slot]!), transaction: signed };
    },
  };
}
