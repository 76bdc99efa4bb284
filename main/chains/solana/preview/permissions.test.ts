/**
 * Each drainer pattern read back from the bytes web3.js / spl-token write for it, and the
 * permission and red warning it gives when it touches the wallet's accounts (none when it is
 * someone else's account, or the rent comes back to the wallet).
 */
import { describe, expect, it } from 'vitest';
import { Keypair, PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import {
  AuthorityType,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createApproveCheckedInstruction,
  createApproveInstruction,
  createCloseAccountInstruction,
  createSetAuthorityInstruction,
  createTransferInstruction,
} from '@solana/spl-token';
import { decodeDrainerIx, type DrainerIx } from '../../../../shared/chains/solana/drainerIx';
import { permissionsOf } from './permissions';
import type { RawAccount, RawInstruction } from './types';

const pk = () => Keypair.generate().publicKey;
const wallet = pk();
const W = wallet.toBase58();
const raw = (ix: TransactionInstruction): RawInstruction => ({
  programId: ix.programId.toBase58(),
  accounts: ix.keys.map((k) => k.pubkey.toBase58()),
  data: new Uint8Array(ix.data),
});
const decode = (ix: TransactionInstruction) => decodeDrainerIx(raw(ix));

/** a 165-byte token account of `mint` owned by `owner` holding `amount` */
function tokenAccount(mint: PublicKey, owner: PublicKey, amount: bigint): RawAccount {
  const d = new Uint8Array(165);
  d.set(mint.toBytes(), 0);
  d.set(owner.toBytes(), 32);
  new DataView(d.buffer).setBigUint64(64, amount, true);
  d[108] = 1;
  return { lamports: 2_039_280n, owner: TOKEN_PROGRAM_ID.toBase58(), data: d };
}

const give = (ixs: DrainerIx[], pre = new Map<string, RawAccount | null>()) =>
  permissionsOf({ wallet: W, pre, decimalsOf: () => 6 }, ixs);

describe('drainer patterns from bytes', () => {
  it('System Assign of the wallet: control of the account to a program, in words', () => {
    const prog = pk();
    const d = decode(SystemProgram.assign({ accountPubkey: wallet, programId: prog }));
    expect(d).toEqual({ kind: 'assign', account: W, owner: prog.toBase58() });
    const g = give([d!]);
    expect(g.permissions[0]).toMatchObject({ kind: 'assign', spender: prog.toBase58(), unlimited: true });
    expect(g.warnings).toEqual([
      {
        level: 'danger',
        text: `This gives control of your account ${W} to program ${prog.toBase58()}: it can take all your SOL and everything the account holds`,
      },
    ]);
    // someone else's account assigned is not the wallet's loss
    expect(
      give([decode(SystemProgram.assign({ accountPubkey: pk(), programId: prog }))!]).permissions,
    ).toEqual([]);
  });

  it.each([
    ['Token', TOKEN_PROGRAM_ID],
    ['Token-2022', TOKEN_2022_PROGRAM_ID],
  ])('%s SetAuthority AccountOwner on the wallet’s token account', (_n, program) => {
    const acct = pk();
    const mint = pk();
    const thief = pk();
    const d = decode(
      createSetAuthorityInstruction(acct, wallet, AuthorityType.AccountOwner, thief, [], program),
    );
    expect(d).toEqual({
      kind: 'setAuthority',
      program: program.toBase58(),
      target: acct.toBase58(),
      authorityType: 'AccountOwner',
      current: W,
      newAuthority: thief.toBase58(),
    });
    const g = give([d!], new Map([[acct.toBase58(), tokenAccount(mint, wallet, 5n)]]));
    expect(g.permissions[0]).toMatchObject({
      kind: 'setAuthority',
      asset: mint.toBase58(),
      spender: thief.toBase58(),
    });
    expect(g.warnings[0]!.text).toBe(
      `This makes ${thief.toBase58()} the owner of your token account: they can move all of its tokens (${acct.toBase58()}, token ${mint.toBase58()})`,
    );
    const none = decode(
      createSetAuthorityInstruction(acct, wallet, AuthorityType.CloseAccount, null, [], program),
    );
    expect(none).toMatchObject({ authorityType: 'CloseAccount', newAuthority: null });
  });

  it('Approve and ApproveChecked: the delegate and the limit, unlimited at u64::MAX', () => {
    const src = pk();
    const mint = pk();
    const spender = pk();
    const d = decode(createApproveInstruction(src, spender, wallet, 1_500_000n));
    expect(d).toEqual({
      kind: 'approve',
      program: TOKEN_PROGRAM_ID.toBase58(),
      source: src.toBase58(),
      delegate: spender.toBase58(),
      owner: W,
      amount: 1_500_000n,
      mint: null,
      decimals: null,
    });
    const g = give([d!], new Map([[src.toBase58(), tokenAccount(mint, wallet, 9n)]]));
    expect(g.permissions[0]).toMatchObject({
      kind: 'approve',
      amount: '1.5',
      unlimited: false,
      asset: mint.toBase58(),
    });
    expect(g.warnings[0]!.text).toContain(
      `This lets ${spender.toBase58()} take up to 1.5 of token ${mint.toBase58()}`,
    );

    const all = decode(
      createApproveCheckedInstruction(
        src,
        mint,
        spender,
        wallet,
        2n ** 64n - 1n,
        6,
        [],
        TOKEN_2022_PROGRAM_ID,
      ),
    );
    expect(all).toMatchObject({
      kind: 'approve',
      mint: mint.toBase58(),
      decimals: 6,
      program: TOKEN_2022_PROGRAM_ID.toBase58(),
    });
    const ga = give([all!]);
    expect(ga.permissions[0]).toMatchObject({ unlimited: true, amount: null });
    expect(ga.warnings[0]!.text).toContain('all of its tokens, with no limit');
  });

  it('CloseAccount: a warning only when the rent goes to someone else', () => {
    const acct = pk();
    const other = pk();
    const d = decode(createCloseAccountInstruction(acct, other, wallet));
    expect(d).toEqual({
      kind: 'closeAccount',
      program: TOKEN_PROGRAM_ID.toBase58(),
      account: acct.toBase58(),
      destination: other.toBase58(),
      owner: W,
    });
    const g = give([d!], new Map([[acct.toBase58(), tokenAccount(pk(), wallet, 0n)]]));
    expect(g.warnings[0]!.text).toBe(
      `This closes your token account ${acct.toBase58()} and pays its rent (0.00203928 SOL) to ${other.toBase58()}, not to you`,
    );
    expect(give([decode(createCloseAccountInstruction(acct, wallet, wallet))!]).permissions).toEqual([]);
  });

  it('reads nothing else, and nothing with trailing bytes', () => {
    expect(decode(createTransferInstruction(pk(), pk(), wallet, 1n))).toBeNull();
    expect(decode(SystemProgram.transfer({ fromPubkey: wallet, toPubkey: pk(), lamports: 1 }))).toBeNull();
    const approve = raw(createApproveInstruction(pk(), pk(), wallet, 1n));
    expect(decodeDrainerIx({ ...approve, data: new Uint8Array([...approve.data, 0]) })).toBeNull();
    const assign = raw(SystemProgram.assign({ accountPubkey: wallet, programId: pk() }));
    expect(decodeDrainerIx({ ...assign, data: assign.data.subarray(0, 35) })).toBeNull();
    expect(
      decodeDrainerIx({ ...assign, programId: new PublicKey(new Uint8Array(32).fill(7)).toBase58() }),
    ).toBeNull();
  });
});
