/**
 * Solana staking end to end on litesvm (real System, Stake and Vote programs) behind the
 * JSON-RPC facade, validators from a Stakewiz-format server: stake (create with seed,
 * initialize, delegate), the position's life over epochs, unstake, withdraw. Signed with the
 * real signer code (test/solana/realSigner.ts) with the abandon wallet.
 */
import { Message, StakeInstruction, StakeProgram, SystemInstruction, SystemProgram } from '@solana/web3.js';
import { base58 } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSolanaFacade, type SolanaFacade } from '../../../test/solana/facade';
import { signSolanaWithRealSigner } from '../../../test/solana/realSigner';
import { startValidatorsServer, type ValidatorsServer } from '../../../test/solana/validatorsServer';
import type { AppError } from '../../../shared/errors';
import { createHttp } from '../../net/http';
import type { CoinRef, FamilyStaking, StakingOp, WalletFamily } from '../family';
import { SOLANA_ERRORS } from './errors';
import { abandonKey, type TestKey } from '../../../test/solana/testWallet';
import { stakeAccountOf } from './logic/instructions';
import { createSolanaWalletFamily } from './walletFamily';

const SOL = 1_000_000_000n;
const STAKE_RESERVE = 2_282_880n; // getMinimumBalanceForRentExemption(200)

let f: SolanaFacade;
let vs: ValidatorsServer;
let family: WalletFamily;
let staking: FamilyStaking;
let wallet: TestKey;
let vote: string;
const clock = 1_764_000_000_000;
const c = (): CoinRef => ({
  walletId: 'w',
  chainName: 'solana',
  symbol: 'SOL',
  decimals: 9,
  address: wallet.address,
  path: "m/44'/501'/0'/0'",
});

async function run(op: StakingOp) {
  const prepared = await staking.prepare(c(), op);
  const { hash, pending } = await family.broadcast(
    c(),
    signSolanaWithRealSigner(prepared.unsigned, prepared.intent),
  );
  expect(pending.kind).toBe(op.action);
  expect(await family.status(c(), hash, pending)).toBe('confirmed');
  return prepared;
}

beforeAll(async () => {
  f = await startSolanaFacade();
  wallet = abandonKey(0);
  f.airdrop(wallet.address, 10n * SOL);
  vote = await f.createVoteAccount();
  vs = await startValidatorsServer([
    { vote_identity: vote, name: 'Beta', apy_estimate: 7, commission: 5 },
    { vote_identity: abandonKey(5).address, name: 'Alpha', apy_estimate: 7, commission: 5 },
    { vote_identity: abandonKey(6).address, name: 'Cheap', apy_estimate: 7, commission: 0 },
    {
      vote_identity: abandonKey(7).address,
      name: 'Best',
      apy_estimate: 8.1,
      commission: 10,
      activated_stake: 1234.5,
    },
    { vote_identity: abandonKey(8).address, name: 'Down', apy_estimate: 9, delinquent: true },
  ]);
  family = createSolanaWalletFamily({
    network: 'local',
    local: { rpcUrl: f.url, validatorsUrl: vs.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
    now: () => clock,
  });
  staking = family.staking!;
});

afterAll(async () => {
  await f?.close();
  await vs?.close();
});

describe('solana staking on litesvm', () => {
  it('lists validators by APY, then commission, then name, without delinquent ones', async () => {
    const list = await staking.validators('solana');
    expect(list.map((v) => v.name)).toEqual(['Best', 'Cheap', 'Alpha', 'Beta']);
    expect(list[0]).toMatchObject({ apy: 8.1, commission: 10, activatedStake: 1_234_500_000_000n });
    expect(staking.actions).toEqual(['stake', 'unstake', 'withdraw']);
  });

  it('builds the stake transaction of the wire agreement (budget, create with seed, initialize, delegate)', async () => {
    const p = await staking.prepare(c(), { action: 'stake', amount: 2n * SOL, validator: vote });
    const seed = `stake:${Math.floor(clock / 1000)}`;
    expect(p.intent).toMatchObject({
      family: 'solana',
      kind: 'stake',
      to: vote,
      amount: (2n * SOL).toString(),
      stakeSeed: seed,
    });
    const m = Message.from(Buffer.from(p.unsigned, 'base64'));
    expect(m.accountKeys[0]!.toBase58()).toBe(wallet.address);
    const ixs = m.instructions.map((ix) => ({
      programId: m.accountKeys[ix.programIdIndex]!,
      keys: ix.accounts.map((i) => ({
        pubkey: m.accountKeys[i]!,
        isSigner: m.isAccountSigner(i),
        isWritable: m.isAccountWritable(i),
      })),
      data: Buffer.from(base58.decode(ix.data)),
    }));
    expect(ixs.map((i) => i.programId.toBase58())).toEqual([
      'ComputeBudget111111111111111111111111111111',
      'ComputeBudget111111111111111111111111111111',
      SystemProgram.programId.toBase58(),
      StakeProgram.programId.toBase58(),
      StakeProgram.programId.toBase58(),
    ]);
    const created = SystemInstruction.decodeCreateWithSeed(ixs[2]!);
    expect(created).toMatchObject({ seed, lamports: Number(2n * SOL), space: 200 });
    expect(created.newAccountPubkey.toBase58()).toBe(stakeAccountOf(wallet.address, seed));
    expect(StakeInstruction.decodeInstructionType(ixs[3]!)).toBe('Initialize');
    expect(StakeInstruction.decodeDelegate(ixs[4]!).votePubkey.toBase58()).toBe(vote);
  });

  it('refuses a stake below the reserve + 1 lamport and a validator that is not a vote account', async () => {
    const small = await staking
      .prepare(c(), { action: 'stake', amount: STAKE_RESERVE, validator: vote })
      .catch((e: unknown) => e);
    expect((small as AppError).message).toBe(SOLANA_ERRORS.stakeTooSmall('0.002282881', '0.00228288'));
    const notVote = await staking
      .prepare(c(), { action: 'stake', amount: SOL, validator: abandonKey(5).address })
      .catch((e: unknown) => e);
    expect((notVote as AppError).message).toBe(SOLANA_ERRORS.notVoteAccount);
  });

  it('a second stake in the same second gets the next seed', async () => {
    await run({ action: 'stake', amount: (3n * SOL) / 2n, validator: vote });
    const p = await staking.prepare(c(), { action: 'stake', amount: (3n * SOL) / 2n, validator: vote });
    expect(p.intent).toMatchObject({ stakeSeed: `stake:${Math.floor(clock / 1000)}.1` });
  });
  it('stakes, follows the position through activating → active → deactivating → inactive, and withdraws', async () => {
    await run({ action: 'stake', amount: 2n * SOL, validator: vote });
    const mine = async () => (await staking.positions(c())).filter((p) => p.id === id);
    const id = stakeAccountOf(wallet.address, `stake:${Math.floor(clock / 1000)}.1`);
    let [pos] = await mine();
    expect(pos).toMatchObject({
      validator: vote,
      // the whole account: what left the wallet, the rent reserve included
      amount: 2n * SOL,
      status: 'activating',
      actions: ['unstake'],
    });
    f.advanceEpoch();
    [pos] = await mine();
    expect(pos).toMatchObject({ status: 'active', actions: ['unstake'] });
    // withdrawing an active stake is refused before signing
    const early = await staking
      .prepare(c(), { action: 'withdraw', position: pos!.id })
      .catch((e: unknown) => e);
    expect((early as AppError).message).toBe(SOLANA_ERRORS.cannotWithdraw);
    const un = await run({ action: 'unstake', position: pos!.id });
    expect(un.intent).toMatchObject({ kind: 'unstake', to: pos!.id, amount: '0' });
    [pos] = await mine();
    expect(pos).toMatchObject({ status: 'deactivating', actions: [] });
    f.advanceEpoch();
    [pos] = await mine();
    expect(pos).toMatchObject({ status: 'inactive', amount: 2n * SOL, actions: ['withdraw'] });
    const before = (await family.snapshot(c())).balance;
    const w = await run({ action: 'withdraw', position: pos!.id });
    expect(w.intent).toMatchObject({ kind: 'withdraw', to: pos!.id, amount: (2n * SOL).toString() });
    expect((await family.snapshot(c())).balance).toBe(before + 2n * SOL - w.quote.fee);
    expect(await mine()).toEqual([]);
    // the 1.5 SOL stake of the test before is still there, active now
    expect(await staking.positions(c())).toMatchObject([{ amount: (3n * SOL) / 2n, status: 'active' }]);
  });
});
