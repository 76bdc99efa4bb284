/**
 * A XTZ send, planned the way Tezos charges it: the account's counter and manager key, the
 * protocol's constants and a run_operation simulation (with the spec's 1 XTZ deduction) give
 * the gas, the storage the transfer pays for and the fees; the first send of an account batches
 * the reveal of its public key before the transaction. The forged bytes are what the signer gets.
 * A token send (issue 37) calls the token contract's `transfer` entrypoint with no tez
 * (tokenTransfer.ts builds its Micheline) and pays its fees and storage in XTZ.
 */
import { formatUnits } from '../../../../shared/amount';
import type { TezosToken } from '../../../../shared/chains/tezos/tokens';
import { tezosPublicKey } from '../../../../shared/chains/tezos/validate';
import { AppError } from '../../../../shared/errors';
import type { TezosCtx } from '../ctx';
import { TEZOS_ERRORS } from '../constants';
import { rpcOf, type RpcContent, type SimulatedContent } from '../network';
import { contentFee, estimationAmount, gasLimitOf, storageLimitOf } from './fees';
import { contentBytes, forgeOperation } from './forge';
import { getTokenBalance } from './token';
import { tokenTransferParameters } from './tokenTransfer';

export interface TransferParams {
  from: string;
  /** the sender's ed25519 public key, hex (the signer's); needed only while it is unrevealed */
  publicKey?: string;
  to: string;
  /** mutez; ignored with sendAll */
  amount: bigint;
  /** everything left after the fees and the storage burn; of a token, its whole balance */
  sendAll?: boolean;
  /** a token (the amount in its base units, fees and storage in XTZ); absent: XTZ */
  token?: { token: TezosToken; symbol: string; decimals: number };
}

export interface TransferPlan {
  amount: bigint;
  isMax: boolean;
  /** every content's fee, mutez */
  fees: bigint;
  /** the transaction's storage limit at the chain's cost per byte: burnt when it lands */
  burn: bigint;
  /** a reveal is batched in before the transaction */
  reveal: boolean;
  /** the transaction's counter */
  counter: bigint;
  /** forged bytes, hex */
  forged: string;
}

/** the reveal's gas in simulation: a reveal costs far less; the rest of the operation's limit is the transfer's */
const REVEAL_SIMULATION_GAS = 10_000n;

const managerFields = (source: string, counter: bigint, fee: bigint, gas: bigint, storage: bigint) => ({
  source,
  fee: fee.toString(10),
  counter: counter.toString(10),
  gas_limit: gas.toString(10),
  storage_limit: storage.toString(10),
});

function failure(sim: readonly SimulatedContent[]): string | null {
  const bad = sim.find((c) => c.status !== 'applied');
  if (!bad) return null;
  return bad.errors.at(-1) ?? bad.status;
}

export async function planTransfer(ctx: TezosCtx, p: TransferParams): Promise<TransferPlan> {
  if (p.to === p.from) throw new AppError('RULE', TEZOS_ERRORS.toSelf);
  if (!p.sendAll && p.amount <= 0n) throw new AppError('RULE', TEZOS_ERRORS.amountZero);
  const rpc = rpcOf(ctx);
  const t = p.token;
  const [head, constants, balance, current, managerKey, tokenBalance] = await Promise.all([
    rpc.head(),
    rpc.constants(),
    rpc.balance(p.from),
    rpc.counter(p.from),
    rpc.managerKey(p.from),
    t ? getTokenBalance(ctx, p.from, t.token) : Promise.resolve(0n),
  ]);
  if (t && (p.sendAll ? tokenBalance <= 0n : p.amount > tokenBalance))
    throw new AppError('RULE', TEZOS_ERRORS.tokenTooLittle(formatUnits(tokenBalance, t.decimals), t.symbol));
  if (!t && !p.sendAll && p.amount > balance) throw new AppError('RULE', TEZOS_ERRORS.insufficient);
  const reveal = managerKey === null;
  if (reveal && !p.publicKey) throw new AppError('RULE', TEZOS_ERRORS.noPublicKey);
  const publicKey = reveal ? tezosPublicKey(Buffer.from(p.publicKey!, 'hex')) : '';
  const counter = current + (reveal ? 2n : 1n);

  const build = (amount: bigint, lim: { fee: bigint; gas: bigint; storage: bigint }[]): RpcContent[] => [
    ...(reveal
      ? [
          {
            kind: 'reveal',
            ...managerFields(p.from, counter - 1n, lim[0]!.fee, lim[0]!.gas, 0n),
            public_key: publicKey,
          },
        ]
      : []),
    t
      ? {
          kind: 'transaction',
          ...managerFields(p.from, counter, lim.at(-1)!.fee, lim.at(-1)!.gas, lim.at(-1)!.storage),
          amount: '0',
          destination: t.token.contract,
          parameters: tokenTransferParameters(t.token, p.from, p.to, amount),
        }
      : {
          kind: 'transaction',
          ...managerFields(p.from, counter, lim.at(-1)!.fee, lim.at(-1)!.gas, lim.at(-1)!.storage),
          amount: amount.toString(10),
          destination: p.to,
        },
  ];

  // spec §5: the simulation runs with 1 XTZ less above 1 XTZ; gas and storage do not depend on it.
  // A token's amount is simulated as sent: its contract refuses more than the balance.
  const tokenAmount = p.sendAll ? tokenBalance : p.amount;
  const simulated = t ? tokenAmount : estimationAmount(p.sendAll ? balance : p.amount);
  const txGas = constants.hard_gas_limit_per_operation - (reveal ? REVEAL_SIMULATION_GAS : 0n);
  const sim = await rpc.simulate(
    {
      branch: head.hash,
      contents: build(simulated, [
        ...(reveal ? [{ fee: 0n, gas: REVEAL_SIMULATION_GAS, storage: 0n }] : []),
        { fee: 0n, gas: txGas, storage: constants.hard_storage_limit_per_operation },
      ]),
    },
    head.chain_id,
  );
  const why = failure(sim);
  if (why !== null) throw new AppError('RULE', TEZOS_ERRORS.simulationFailed(why));
  if (sim.length !== (reveal ? 2 : 1))
    throw new AppError('NETWORK', 'run_operation answered another operation');
  const txSim = sim.at(-1)!;
  const limits = sim.map((c, i) => ({
    fee: 0n,
    gas: gasLimitOf(c.consumedMilligas),
    storage:
      i === sim.length - 1
        ? storageLimitOf(txSim.paidStorageSizeDiff, txSim.allocatedDestination, constants.origination_size)
        : 0n,
  }));

  // a fee's own bytes count in it: settle in a few rounds; with sendAll the whole balance is the
  // longest amount, so the fee found for it covers the smaller amount sent
  const sizingAmount = t ? tokenAmount : p.sendAll ? balance : p.amount;
  for (let round = 0; round < 3; round++) {
    const contents = build(sizingAmount, limits);
    contents.forEach((c, i) => {
      limits[i]!.fee = contentFee(limits[i]!.gas, contentBytes(head.hash, c), i === contents.length - 1);
    });
  }
  const fees = limits.reduce((s, l) => s + l.fee, 0n);
  const burn = limits.at(-1)!.storage * constants.cost_per_byte;
  const amount = t ? tokenAmount : p.sendAll ? balance - fees - burn : p.amount;
  // what leaves in XTZ: the amount of a XTZ send, nothing of a token's, and the fees and burn
  const tez = t ? 0n : amount;
  if (amount <= 0n) throw new AppError('RULE', TEZOS_ERRORS.feeShort);
  if (tez + fees + burn > balance) throw new AppError('RULE', TEZOS_ERRORS.feeShort);
  return {
    amount,
    isMax: Boolean(p.sendAll),
    fees,
    burn,
    reveal,
    counter,
    forged: forgeOperation(head.hash, build(amount, limits)),
  };
}
