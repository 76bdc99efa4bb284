// Test helper: Solana messages built with web3.js and spl-token the way main builds them
// (a legacy Transaction with the wallet as fee payer, ComputeBudget first, serialized message
// in base64), the intents the user approved for them, and the wallet that signs them.
import { mnemonicToSeedSync } from '@scure/bip39';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import type { Message } from '@solana/web3.js';
import {
  Authorized,
  ComputeBudgetProgram,
  Keypair,
  Lockup,
  PublicKey,
  StakeProgram,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import type { SignIntentOf } from '../../shared/signer/protocol';
import { phraseKeys } from '../../signer/chains/keys/walletKeys';
import { stakeAccountOf } from '../../signer/chains/solana/checkStaking';

export const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
export const PATH = "m/44'/501'/0'/0'";
/** the phrase's first Solana address (Phantom, Solflare) */
export const ME = new PublicKey('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
export const walletKeys = phraseKeys(mnemonicToSeedSync(PHRASE));

const keyOfSeed = (n: number) => Keypair.fromSeed(new Uint8Array(32).fill(n));
export const BOB = keyOfSeed(2).publicKey;
export const MALLORY = keyOfSeed(3).publicKey;
export const MINT = keyOfSeed(4).publicKey;
export const OTHER_MINT = keyOfSeed(5).publicKey;
export const VOTE = keyOfSeed(6).publicKey;
export const OTHER_VOTE = keyOfSeed(7).publicKey;
export const STAKE = keyOfSeed(8).publicKey;
export const OTHER_STAKE = keyOfSeed(9).publicKey;
/** a key imported as a private-key wallet (the bytes are the test's own) */
export const IMPORTED = keyOfSeed(10);
export const BLOCKHASH = keyOfSeed(11).publicKey.toBase58();
export const SEED = 'stake:0';

export const LIMIT = 200_000;
export const PRICE = 5000n;
/** 5000 for the signature plus ceil(200 000 × 5000 / 1e6) = 1000 of priority fee */
export const FEE = 6000n;

export type SolanaIntent = SignIntentOf<'solana'>;

export const budget = (limit = LIMIT, price = PRICE): TransactionInstruction[] => [
  ComputeBudgetProgram.setComputeUnitLimit({ units: limit }),
  ComputeBudgetProgram.setComputeUnitPrice({ microLamports: price }),
];

/** The compiled legacy message of `instructions`, fee payer first (what main serializes). */
export function compile(instructions: TransactionInstruction[], feePayer: PublicKey = ME): Message {
  return new Transaction({ feePayer, recentBlockhash: BLOCKHASH }).add(...instructions).compileMessage();
}
export const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');
export const serialize = (m: Message): string => b64(m.serialize());
/** `instructions` after the ComputeBudget pair, as main sends them. */
export const unsignedOf = (instructions: TransactionInstruction[], feePayer: PublicKey = ME): string =>
  serialize(compile([...budget(), ...instructions], feePayer));

export const ata = (owner: PublicKey, mint = MINT, program = TOKEN_PROGRAM_ID) =>
  getAssociatedTokenAddressSync(mint, owner, false, program);

// ── the honest instructions of each shape
export const solTransfer = (o: { from?: PublicKey; to?: PublicKey; lamports?: bigint } = {}) =>
  SystemProgram.transfer({
    fromPubkey: o.from ?? ME,
    toPubkey: o.to ?? BOB,
    lamports: o.lamports ?? 1_000_000n,
  });

export const transferChecked = (
  o: { to?: PublicKey; mint?: PublicKey; amount?: bigint; decimals?: number; program?: PublicKey } = {},
) => {
  const program = o.program ?? TOKEN_PROGRAM_ID;
  const mint = o.mint ?? MINT;
  return createTransferCheckedInstruction(
    ata(ME, mint, program),
    mint,
    ata(o.to ?? BOB, mint, program),
    ME,
    o.amount ?? 2_500n,
    o.decimals ?? 6,
    [],
    program,
  );
};

export const createAta = (o: { owner?: PublicKey; program?: PublicKey; payer?: PublicKey } = {}) => {
  const owner = o.owner ?? BOB;
  const program = o.program ?? TOKEN_PROGRAM_ID;
  return createAssociatedTokenAccountIdempotentInstruction(
    o.payer ?? ME,
    ata(owner, MINT, program),
    owner,
    MINT,
    program,
    ASSOCIATED_TOKEN_PROGRAM_ID,
  );
};

export const stakeInstructions = (
  o: { vote?: PublicKey; withdrawer?: PublicKey; lamports?: number; lockup?: Lockup; seed?: string } = {},
) => {
  const seed = o.seed ?? SEED;
  const stakePubkey = stakeAccountOf(ME, seed);
  const created = StakeProgram.createAccountWithSeed({
    fromPubkey: ME,
    stakePubkey,
    basePubkey: ME,
    seed,
    authorized: new Authorized(ME, o.withdrawer ?? ME),
    lockup: o.lockup ?? Lockup.default,
    lamports: o.lamports ?? 2_000_000_000,
  }).instructions;
  const delegated = StakeProgram.delegate({ stakePubkey, authorizedPubkey: ME, votePubkey: o.vote ?? VOTE });
  return [...created, ...delegated.instructions];
};

export const deactivate = (stake = STAKE) =>
  StakeProgram.deactivate({ stakePubkey: stake, authorizedPubkey: ME }).instructions[0]!;

export const withdraw = (o: { stake?: PublicKey; to?: PublicKey; lamports?: number } = {}) =>
  StakeProgram.withdraw({
    stakePubkey: o.stake ?? STAKE,
    authorizedPubkey: ME,
    toPubkey: o.to ?? ME,
    lamports: o.lamports ?? 1_500_000_000,
  }).instructions[0]!;

// ── what the user approved for each
const base = (over: Partial<SolanaIntent>): SolanaIntent => ({
  family: 'solana',
  kind: 'transfer',
  chainName: 'solana',
  from: ME.toBase58(),
  to: BOB.toBase58(),
  amount: '1000000',
  feeCap: FEE.toString(),
  ...over,
});
export const solIntent = (over: Partial<SolanaIntent> = {}) => base(over);
export const tokenIntent = (over: Partial<SolanaIntent> = {}) =>
  base({ mint: MINT.toBase58(), decimals: 6, amount: '2500', ...over });
export const stakeIntent = (over: Partial<SolanaIntent> = {}) =>
  base({ kind: 'stake', to: VOTE.toBase58(), amount: '2000000000', stakeSeed: SEED, ...over });
export const unstakeIntent = (over: Partial<SolanaIntent> = {}) =>
  base({ kind: 'unstake', to: STAKE.toBase58(), amount: '0', ...over });
export const withdrawIntent = (over: Partial<SolanaIntent> = {}) =>
  base({ kind: 'withdraw', to: STAKE.toBase58(), amount: '1500000000', ...over });

export { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID };
