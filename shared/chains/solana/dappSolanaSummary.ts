import {
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  TokenInstruction,
  decodeTransferCheckedInstruction,
  decodeTransferInstruction,
} from '@solana/spl-token';
import {
  ComputeBudgetInstruction,
  ComputeBudgetProgram,
  SystemInstruction,
  SystemProgram,
  type PublicKey,
  type TransactionInstruction,
} from '@solana/web3.js';
import type { SolanaDappInstruction, SolanaDappTx } from './dappSolana';
import { decodeDrainerIx } from './drainerIx';

/** lamports per signature */
const LAMPORTS_PER_SIGNATURE = 5000n;
/** without SetComputeUnitLimit the runtime's cap bounds the units a transaction can use */
const MAX_COMPUTE_UNITS = 1_400_000n;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

/** A legacy message as main and the signer each decode it (header flags applied to the instructions). */
export interface SolanaMessageParts {
  accountKeys: readonly PublicKey[];
  numRequiredSignatures: number;
  recentBlockhash: string;
  instructions: readonly TransactionInstruction[];
}

const unknown = (ix: TransactionInstruction, wallet: PublicKey): SolanaDappInstruction => ({
  kind: 'unknown',
  programId: ix.programId.toBase58(),
  accounts: ix.keys.map((k) => k.pubkey.toBase58()),
  walletSigns: ix.keys.some((k) => k.isSigner && k.pubkey.equals(wallet)),
  dataLength: ix.data.length,
});

/** Runs a web3.js / spl-token decoder; an instruction it does not read is shown as unknown. */
function tryDecode<T>(decode: () => T): T | null {
  try {
    return decode();
  } catch {
    return null;
  }
}

/** Assign, SetAuthority, Approve, CloseAccount: what they give away is named, not left unread. */
function drainerOf(ix: TransactionInstruction): SolanaDappInstruction | null {
  const d = decodeDrainerIx({
    programId: ix.programId.toBase58(),
    accounts: ix.keys.map((k) => k.pubkey.toBase58()),
    data: new Uint8Array(ix.data),
  });
  if (!d) return null;
  if (d.kind === 'approve') return { ...d, amount: d.amount.toString(10) };
  return d;
}

function instructionOf(ix: TransactionInstruction, wallet: PublicKey): SolanaDappInstruction {
  const named = drainerOf(ix);
  if (named) return named;
  const p = ix.programId;
  if (p.equals(SystemProgram.programId)) {
    const type = tryDecode(() => SystemInstruction.decodeInstructionType(ix));
    const t = type === 'Transfer' ? tryDecode(() => SystemInstruction.decodeTransfer(ix)) : null;
    // 4-byte type + 8-byte lamports: anything longer is not the transfer the decoder read
    if (t && ix.data.length === 12)
      return {
        kind: 'solTransfer',
        from: t.fromPubkey.toBase58(),
        to: t.toPubkey.toBase58(),
        lamports: BigInt(t.lamports).toString(10),
      };
  } else if (p.equals(TOKEN_PROGRAM_ID) || p.equals(TOKEN_2022_PROGRAM_ID)) {
    if (ix.data[0] === TokenInstruction.TransferChecked && ix.data.length === 10) {
      const t = tryDecode(() => decodeTransferCheckedInstruction(ix, p));
      if (t && t.keys.multiSigners.length === 0)
        return {
          kind: 'tokenTransfer',
          program: p.toBase58(),
          source: t.keys.source.pubkey.toBase58(),
          destination: t.keys.destination.pubkey.toBase58(),
          authority: t.keys.owner.pubkey.toBase58(),
          mint: t.keys.mint.pubkey.toBase58(),
          decimals: t.data.decimals,
          amount: t.data.amount.toString(10),
        };
    }
    if (ix.data[0] === TokenInstruction.Transfer && ix.data.length === 9) {
      const t = tryDecode(() => decodeTransferInstruction(ix, p));
      if (t && t.keys.multiSigners.length === 0)
        return {
          kind: 'tokenTransfer',
          program: p.toBase58(),
          source: t.keys.source.pubkey.toBase58(),
          destination: t.keys.destination.pubkey.toBase58(),
          authority: t.keys.owner.pubkey.toBase58(),
          mint: null,
          decimals: null,
          amount: t.data.amount.toString(10),
        };
    }
  } else if (p.equals(ComputeBudgetProgram.programId)) {
    const type = tryDecode(() => ComputeBudgetInstruction.decodeInstructionType(ix));
    if (type === 'SetComputeUnitLimit' && ix.data.length === 5) {
      const units = tryDecode(() => ComputeBudgetInstruction.decodeSetComputeUnitLimit(ix).units);
      if (units !== null) return { kind: 'computeUnitLimit', units };
    }
    if (type === 'SetComputeUnitPrice' && ix.data.length === 9) {
      const price = tryDecode(() => ComputeBudgetInstruction.decodeSetComputeUnitPrice(ix).microLamports);
      if (price !== null) return { kind: 'computeUnitPrice', microLamports: BigInt(price).toString(10) };
    }
  }
  return unknown(ix, wallet);
}

/**
 * What a dapp's Solana transaction does, read the same way by main (for the modal) and by the
 * signer (from the bytes it signs): the fee payer, the keys that must sign, each instruction
 * (System and SPL transfers decoded; anything else by program id, flagged when it may act for
 * the wallet) and the most the fee can be. Exact byte lengths are required for a decoded
 * form, so trailing data never hides behind a familiar instruction.
 */
export function summarizeSolanaTx(m: SolanaMessageParts, wallet: PublicKey): SolanaDappTx {
  const instructions = m.instructions.map((ix) => instructionOf(ix, wallet));
  let units = MAX_COMPUTE_UNITS;
  let price = 0n;
  for (const ix of instructions) {
    if (ix.kind === 'computeUnitLimit') units = BigInt(Math.min(ix.units, Number(MAX_COMPUTE_UNITS)));
    if (ix.kind === 'computeUnitPrice') price = BigInt(ix.microLamports);
  }
  const priority = (units * price + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
  return {
    feePayer: m.accountKeys[0]!.toBase58(),
    signers: m.accountKeys.slice(0, m.numRequiredSignatures).map((k) => k.toBase58()),
    recentBlockhash: m.recentBlockhash,
    instructions,
    maxFee: (LAMPORTS_PER_SIGNATURE * BigInt(m.numRequiredSignatures) + priority).toString(10),
  };
}
