// What a hostile main can try with a Solana NFT transfer (issue 28), as data: each vector is
// an honest NFT send (create the recipient's associated account, TransferChecked of 1 with
// decimals 0 on the Token program) bent in one place, and the real signer entry must refuse
// it with INTENT_MISMATCH naming the check. The honest twin signs.
import { createTransferInstruction } from '@solana/spl-token';
import { SystemProgram, TransactionInstruction, type PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { SignIntent } from '../../../shared/signer/protocol';
import { signTransfer } from '../signing';
import {
  BOB,
  MALLORY,
  ME,
  MINT,
  OTHER_MINT,
  PATH,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  ata,
  createAta,
  tokenIntent,
  transferChecked,
  unsignedOf,
  walletKeys,
  type SolanaIntent,
} from '../../../test/solana/testMessages';

const sign = (unsigned: string, intent: SignIntent) =>
  signTransfer({
    chainName: 'solana',
    network: 'mainnet',
    unsigned,
    intent,
    activePath: PATH,
    keys: walletKeys,
    replacing: null,
    history: () => [],
  });

/** What the user approved: 1 of MINT (0 decimals) to BOB, his token account created. */
const nftIntent = (over: Partial<SolanaIntent> = {}) =>
  tokenIntent({ kind: 'nftTransfer', amount: '1', decimals: 0, createsAccount: true, ...over });
const nftMove = (o: Parameters<typeof transferChecked>[0] = {}) =>
  transferChecked({ amount: 1n, decimals: 0, ...o });
const honest = () => [createAta(), nftMove()];

interface Vector {
  name: string;
  instructions: () => TransactionInstruction[];
  intent?: SolanaIntent;
  why: string;
}

const VECTORS: readonly Vector[] = [
  {
    name: 'moves another mint than the approved one',
    instructions: () => [createAta(), nftMove({ mint: OTHER_MINT })],
    why: 'The token transfer moves another token than the approved one',
  },
  {
    name: 'pays another recipient than the approved one',
    instructions: () => [nftMove({ to: MALLORY })],
    intent: nftIntent({ createsAccount: false }),
    why: "The token transfer pays another account than the recipient's token account",
  },
  {
    name: 'moves 2 units while 1 was approved',
    instructions: () => [createAta(), nftMove({ amount: 2n })],
    why: 'The token transfer sends another amount than the approved one',
  },
  {
    name: 'has an intent of 2 units',
    instructions: () => [createAta(), nftMove({ amount: 2n })],
    intent: nftIntent({ amount: '2' }),
    why: 'An NFT transfer sends exactly 1',
  },
  {
    name: 'carries decimals 1',
    instructions: () => [createAta(), nftMove({ decimals: 1 })],
    why: "The token transfer carries other decimals than the token's",
  },
  {
    name: 'has an intent naming decimals 6 (a fungible token sent as an NFT)',
    instructions: () => [createAta(), nftMove({ decimals: 6 })],
    intent: nftIntent({ decimals: 6 }),
    why: 'An NFT transfer carries decimals 0',
  },
  {
    name: 'has an intent without a mint',
    instructions: honest,
    intent: nftIntent({ mint: undefined }),
    why: 'An NFT transfer needs the approved mint',
  },
  {
    name: 'adds a SOL transfer to Mallory after the NFT',
    instructions: () => [
      ...honest(),
      SystemProgram.transfer({ fromPubkey: ME, toPubkey: MALLORY, lamports: 1n }),
    ],
    why: 'The message has instructions besides the token transfer',
  },
  {
    name: 'sends a second NFT in the same message',
    instructions: () => [createAta(), nftMove(), nftMove({ mint: OTHER_MINT })],
    why: 'The message has instructions besides the token transfer',
  },
  {
    name: "creates the associated account for Mallory (another owner) while paying Bob's",
    instructions: () => [createAta({ owner: MALLORY }), nftMove()],
    why: 'The token account is created for another owner than the recipient',
  },
  {
    name: 'creates the account at the cost of another payer',
    // Mallory not marked a signer, so the message still has one: only the payer check stops it
    instructions: () => [withKey(createAta(), 0, MALLORY, false), nftMove()],
    why: 'The token account is created at the cost of another payer',
  },
  {
    name: 'creates an account the user did not approve',
    instructions: honest,
    intent: nftIntent({ createsAccount: false }),
    why: 'The message creates a token account the user did not approve',
  },
  {
    name: 'is on Token-2022',
    instructions: () => [
      createAta({ program: TOKEN_2022_PROGRAM_ID }),
      nftMove({ program: TOKEN_2022_PROGRAM_ID }),
    ],
    why: 'An NFT transfer calls the Token program, not Token-2022',
  },
  {
    name: 'uses the unchecked Transfer (it names no mint)',
    instructions: () => [
      createAta(),
      createTransferInstruction(ata(ME), ata(BOB), ME, 1n, [], TOKEN_PROGRAM_ID),
    ],
    why: 'An unchecked token Transfer is not signed, only TransferChecked',
  },
  {
    name: 'is missing the transfer (only the account creation)',
    instructions: () => [createAta()],
    why: 'The message is missing the token transfer',
  },
  {
    name: "pays into a token account that is not the recipient's associated one",
    instructions: () => [createAta(), withKey(nftMove(), 2, MALLORY)],
    why: "The token transfer pays another account than the recipient's token account",
  },
  {
    name: "is paid from a token account that is not the wallet's associated one",
    instructions: () => [createAta(), withKey(nftMove(), 0, ata(MALLORY))],
    why: "The token transfer is paid from another account than the wallet's token account",
  },
];

function withKey(
  ix: TransactionInstruction,
  i: number,
  key: PublicKey,
  signer?: false,
): TransactionInstruction {
  const keys = ix.keys.map((k, j) =>
    j === i ? { ...k, pubkey: key, ...(signer === false ? { isSigner: false } : {}) } : k,
  );
  return new TransactionInstruction({ programId: ix.programId, keys, data: ix.data });
}

describe('the Solana NFT transfer check refuses a hostile main', () => {
  it.each(VECTORS)('$name', (v) => {
    expect(() => sign(unsignedOf(v.instructions()), v.intent ?? nftIntent())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: v.why }),
    );
  });

  it('the honest NFT send signs, with or without creating the account', () => {
    const created = sign(unsignedOf(honest()), nftIntent());
    expect(created.detail).toMatchObject({ mint: MINT.toBase58(), createsAccount: true });
    const plain = sign(unsignedOf([nftMove()]), nftIntent({ createsAccount: false }));
    expect(plain.detail).toMatchObject({ mint: MINT.toBase58(), tokenProgram: TOKEN_PROGRAM_ID.toBase58() });
    expect(plain.detail).not.toHaveProperty('createsAccount');
  });

  it('a transfer kind never carries an NFT send through: the kinds stay apart in the journal', () => {
    const t = sign(unsignedOf(honest()), nftIntent());
    expect(t.hash).toMatch(/^[0-9a-f]{128}$/);
    expect(BOB.equals(MALLORY)).toBe(false);
  });
});
