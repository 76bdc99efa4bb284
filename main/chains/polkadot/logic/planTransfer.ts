import { construct, methods } from '@substrate/txwrapper-polkadot';
import { AppError } from '../../../../shared/errors';
import { ERA_PERIOD, EXISTENTIAL_DEPOSIT, POLKADOT_ERRORS } from '../constants';
import type { PolkadotCtx } from '../ctx';
import { sidecarOf, type BalanceInfo, type Material } from '../network';
import { runtimeFor, type Runtime } from './runtime';

export type TransferCall = 'transferKeepAlive' | 'transferAllowDeath';

export interface TransferParams {
  from: string;
  to: string;
  amount: bigint;
  sendAll: boolean;
}

export interface TransferPlan {
  amount: bigint;
  /** the runtime's partial fee for this extrinsic (no tip) */
  fee: bigint;
  isMax: boolean;
  call: TransferCall;
  nonce: number;
  /** the signing payload hex (txwrapper's construct.signingPayload) the signer decodes */
  unsigned: string;
}

/** A stand-in Ed25519 MultiSignature (not all zeros, which reads as unsigned): the fee depends on the length only. */
const STAND_IN_SIGNATURE = `0x00${'01'.repeat(64)}` as const;

interface Built {
  unsigned: string;
  fee: bigint;
}

async function build(
  ctx: PolkadotCtx,
  rt: Runtime,
  m: Material,
  sender: BalanceInfo,
  p: TransferParams,
  call: TransferCall,
  amount: bigint,
): Promise<Built> {
  const options = { metadataRpc: rt.metadataRpc, registry: rt.registry };
  const unsignedTx = methods.balances[call](
    { dest: { id: p.to }, value: amount.toString(10) },
    {
      address: p.from,
      blockHash: m.blockHash,
      blockNumber: m.blockNumber,
      eraPeriod: ERA_PERIOD,
      genesisHash: m.genesisHash,
      metadataRpc: rt.metadataRpc,
      nonce: sender.nonce,
      specVersion: m.specVersion,
      tip: 0,
      transactionVersion: m.transactionVersion,
    },
    options,
  );
  const unsigned = construct.signingPayload(unsignedTx, { registry: rt.registry });
  const standIn = construct.signedTx(unsignedTx, STAND_IN_SIGNATURE, options);
  return { unsigned, fee: await sidecarOf(ctx).feeEstimate(standIn) };
}

/**
 * A DOT transfer planned against the chain: the fee is the runtime's payment info for this
 * very extrinsic. The rules: spec §5's receiver rule (under 1 DOT the receiver must already
 * hold a balance); a send that leaves the sender under the existential deposit is refused
 * (transferKeepAlive would fail on chain), unless it is a send-all, which uses
 * transferAllowDeath and closes the account; an amount over the balance less the fee becomes
 * that (app.md's fee flow, isMax).
 */
export async function planTransfer(ctx: PolkadotCtx, p: TransferParams): Promise<TransferPlan> {
  const sidecar = sidecarOf(ctx);
  const [sender, receiver, m] = await Promise.all([
    sidecar.balanceInfo(p.from),
    sidecar.balanceInfo(p.to),
    sidecar.material(false),
  ]);
  const rt = await runtimeFor(ctx, m);
  if (!p.sendAll && p.amount <= 0n) throw new AppError('BAD_INPUT', 'Enter an amount above zero');

  let built = await build(
    ctx,
    rt,
    m,
    sender,
    p,
    'transferKeepAlive',
    p.sendAll ? sender.transferable : p.amount,
  );
  let call: TransferCall = 'transferKeepAlive';
  let amount = p.amount;
  let isMax = false;
  if (p.sendAll || p.amount + built.fee > sender.transferable) {
    call = 'transferAllowDeath';
    isMax = true;
    // everything less the fee; the value's encoded length can move the fee, so build until it settles
    let fee = built.fee;
    for (let tries = 0; ; tries++) {
      amount = sender.transferable - fee;
      if (amount <= 0n) throw new AppError('RULE', POLKADOT_ERRORS.insufficient);
      built = await build(ctx, rt, m, sender, p, call, amount);
      if (built.fee === fee) break;
      if (tries === 3) throw new AppError('NETWORK', 'The Polkadot fee estimate does not settle');
      fee = built.fee;
    }
  } else if (sender.free - p.amount - built.fee < EXISTENTIAL_DEPOSIT) {
    throw new AppError('RULE', POLKADOT_ERRORS.wouldReap);
  }
  if (amount < EXISTENTIAL_DEPOSIT && receiver.free === 0n)
    throw new AppError('RULE', POLKADOT_ERRORS.receiverMinimum);
  return { amount, fee: built.fee, isMax, call, nonce: sender.nonce, unsigned: built.unsigned };
}
