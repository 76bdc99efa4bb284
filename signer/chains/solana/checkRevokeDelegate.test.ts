// A revoke of a token account's delegate (checkRevokeDelegate.ts) through the real signer entry:
// the honest Revoke signs on Token and Token-2022, and a hostile main's every bend of it is
// refused with the sentence of the check that stops it, so each vector fails without its check.
import { createApproveInstruction, createRevokeInstruction } from '@solana/spl-token';
import { Keypair, TransactionInstruction, type AccountMeta } from '@solana/web3.js';
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
  solIntent,
  transferChecked,
  unsignedOf,
  walletKeys,
} from '../../../test/solana/testMessages';

const revoke = (account = ata(ME), owner = ME, program = TOKEN_PROGRAM_ID) =>
  createRevokeInstruction(account, owner, [], program);
const intent = (over: Partial<Extract<SignIntent, { family: 'solana' }>> = {}) =>
  solIntent({ kind: 'revokeDelegate', to: ata(ME).toBase58(), mint: MINT.toBase58(), amount: '0', ...over });
const withKey = (ix: TransactionInstruction, i: number, over: Partial<AccountMeta>) =>
  new TransactionInstruction({
    programId: ix.programId,
    keys: ix.keys.map((k, j) => (j === i ? { ...k, ...over } : k)),
    data: ix.data,
  });
const FAKE_PROGRAM = Keypair.fromSeed(new Uint8Array(32).fill(42)).publicKey;

const sign = (unsigned: string, i: SignIntent) =>
  signTransfer({
    chainName: 'solana',
    network: 'mainnet',
    unsigned,
    intent: i,
    activePath: PATH,
    keys: walletKeys,
    replacing: null,
    history: () => [],
  });

const REFUSALS: { name: string; input: () => [string, SignIntent]; why: string }[] = [
  {
    name: 'an Approve (to mallory) in place of the revoke',
    input: () => [unsignedOf([createApproveInstruction(ata(ME), MALLORY, ME, 10n)]), intent()],
    why: 'The instruction is not a token Revoke',
  },
  {
    name: 'the revoke on another token account than the approved one',
    input: () => [unsignedOf([revoke(ata(ME, OTHER_MINT))]), intent()],
    why: 'The revoke is on another token account than the approved one',
  },
  {
    name: "an approved account that is not the wallet's own (bob's)",
    input: () => [unsignedOf([revoke(ata(BOB))]), intent({ to: ata(BOB).toBase58() })],
    why: "The approved token account is not the wallet's own account for that mint",
  },
  {
    name: "a Token-2022 account revoked through the Token program (not that program's account)",
    input: () => [
      unsignedOf([revoke(ata(ME, MINT, TOKEN_2022_PROGRAM_ID))]),
      intent({ to: ata(ME, MINT, TOKEN_2022_PROGRAM_ID).toBase58() }),
    ],
    why: "The approved token account is not the wallet's own account for that mint",
  },
  {
    name: 'the revoke authorised by another owner',
    input: () => [unsignedOf([withKey(revoke(), 1, { pubkey: MALLORY, isSigner: false })]), intent()],
    why: 'The revoke is authorised by another owner',
  },
  {
    name: 'a revoke with a multisig signer account appended',
    input: () => [
      unsignedOf([
        new TransactionInstruction({
          programId: TOKEN_PROGRAM_ID,
          keys: [...revoke().keys, { pubkey: BOB, isSigner: false, isWritable: false }],
          data: revoke().data,
        }),
      ]),
      intent(),
    ],
    why: 'Revoke: the accounts differ from the approved ones',
  },
  {
    name: 'a revoke with bytes after its data',
    input: () => {
      const ix = revoke();
      return [
        unsignedOf([
          new TransactionInstruction({
            programId: ix.programId,
            keys: ix.keys,
            data: Buffer.concat([ix.data, Buffer.from([1])]),
          }),
        ]),
        intent(),
      ];
    },
    // spl-token's decoder refuses data of another length than Revoke's
    why: 'The instruction is not a token Revoke',
  },
  {
    name: 'a revoke through a program that is not a token program',
    input: () => [
      unsignedOf([
        new TransactionInstruction({ programId: FAKE_PROGRAM, keys: revoke().keys, data: revoke().data }),
      ]),
      intent(),
    ],
    why: 'The revoke calls a program that is neither Token nor Token-2022',
  },
  {
    name: 'a token transfer slipped in after the revoke',
    input: () => [unsignedOf([revoke(), transferChecked()]), intent()],
    why: 'The message has instructions besides the revoke',
  },
  {
    name: 'a revoke intent claiming an amount',
    input: () => [unsignedOf([revoke()]), intent({ amount: '5' })],
    why: 'A revoke moves nothing: the approved amount must be 0',
  },
  {
    name: 'a revoke intent naming no mint (its account cannot be derived)',
    input: () => [unsignedOf([revoke()]), intent({ mint: undefined })],
    why: 'A revoke needs the approved mint',
  },
  {
    name: 'a revoke intent carrying decimals',
    input: () => [unsignedOf([revoke()]), intent({ decimals: 6 })],
    why: 'Only a token transfer names decimals',
  },
  {
    name: 'a stake intent naming a mint',
    input: () => [unsignedOf([revoke()]), intent({ kind: 'unstake', to: BOB.toBase58() })],
    why: 'Only a token transfer names a mint',
  },
];

describe('Solana revokeDelegate through signTransfer', () => {
  it('the honest Revoke signs on Token and on Token-2022, the journal naming the mint and program', () => {
    const out = sign(unsignedOf([revoke()]), intent());
    expect(out.detail).toMatchObject({
      family: 'solana',
      mint: MINT.toBase58(),
      tokenProgram: TOKEN_PROGRAM_ID.toBase58(),
    });
    const t22 = ata(ME, MINT, TOKEN_2022_PROGRAM_ID);
    const out22 = sign(unsignedOf([revoke(t22, ME, TOKEN_2022_PROGRAM_ID)]), intent({ to: t22.toBase58() }));
    expect(out22.detail).toMatchObject({ tokenProgram: TOKEN_2022_PROGRAM_ID.toBase58() });
  });

  it.each(REFUSALS)('refuses: $name', ({ input, why }) => {
    const [unsigned, i] = input();
    expect(() => sign(unsigned, i)).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: why }),
    );
  });
});
