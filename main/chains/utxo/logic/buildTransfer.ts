/**
 * Builds an unsigned transfer: coins chosen automatically, manually (`selectedUTXOs`) or all
 * of them (send-all), change to the next unused change address, and the intent the signer
 * will hold the PSBT to (recipient, amount, fee cap, the wallet's change addresses).
 */
import { AppError } from '../../../../shared/errors';
import { MAX_FEE_RATE } from '../constants';
import { UTXO_ERRORS, insufficientBalance } from '../errors';
import { addressToScript, outputTypeOf } from '../params';
import { dustThreshold, policyOf } from '../policy';
import type { UtxoCtx } from '../types';
import { fingerprintOf, type UtxoAccount } from './account';
import { discover, type DiscoverResult, type OwnedUtxo } from './discover';
import { makePsbt } from './makePsbt';
import { selectCoins } from './selectCoins';
import { estimateVsize } from './vsize';

export interface UtxoRef {
  txid: string;
  vout: number;
}

export interface BuildTransferParams {
  account: UtxoAccount;
  to: string;
  /** recipient amount in base units; ignored when sendAll */
  amount: bigint;
  /** sat/vB */
  feeRate: bigint;
  sendAll?: boolean;
  /** manual coin control: exactly these coins are spent */
  selectedUTXOs?: readonly UtxoRef[];
  /** what the UI showed as their sum; a mismatch means stale data and is refused */
  selectedUTXOsValue?: bigint;
  /** a fresh discovery to reuse; discovered when absent */
  discovery?: DiscoverResult;
  /**
   * A zero-value OP_RETURN output after the payment and change (a swap deposit's memo,
   * buildSwapDeposit.ts); the fee pays for its bytes. Not with sendAll.
   */
  opReturn?: Uint8Array;
}

export interface UtxoIntent {
  chain: string;
  to: string;
  amount: bigint;
  feeCap: bigint;
  changeAddresses: string[];
}

export interface BuildTransferResult {
  /** base64 PSBT */
  psbt: string;
  amount: bigint;
  fee: bigint;
  change: bigint;
  changeAddress?: string;
  inputs: UtxoRef[];
  vsize: number;
  intent: UtxoIntent;
}

export function checkFeeRate(chain: string, rate: bigint): void {
  if (rate > MAX_FEE_RATE) throw new AppError('RULE', UTXO_ERRORS.feeRateTooHigh);
  if (rate < policyOf(chain).minFeeRate) throw new AppError('RULE', UTXO_ERRORS.invalidFees);
}

const key = (r: UtxoRef): string => `${r.txid}:${r.vout}`;

function manualCoins(all: readonly OwnedUtxo[], p: BuildTransferParams): OwnedUtxo[] {
  const byKey = new Map(all.map((u) => [key(u), u]));
  const chosen = (p.selectedUTXOs ?? []).map((r) => byKey.get(key(r)));
  if (chosen.some((u) => !u)) throw new AppError('RULE', 'A selected coin is no longer spendable');
  const coins = chosen as OwnedUtxo[];
  const total = coins.reduce((s, u) => s + u.value, 0n);
  if (p.selectedUTXOsValue !== undefined && p.selectedUTXOsValue !== total)
    throw new AppError('RULE', 'The selected coins changed; select them again');
  return coins;
}

/** An output's bytes: value (8), script length (1), script; each costs feeRate per vbyte. */
const opReturnBytes = (script: Uint8Array): number => 8 + 1 + script.length;

export async function buildTransfer(ctx: UtxoCtx, p: BuildTransferParams): Promise<BuildTransferResult> {
  checkFeeRate(ctx.chain, p.feeRate);
  if (p.opReturn && p.sendAll) throw new AppError('BAD_INPUT', 'A memo output cannot go with send-all');
  const d = p.discovery ?? (await discover(ctx, { account: p.account }));
  const recipientScript = addressToScript(ctx.chain, ctx.network, p.to);
  const recipientType = outputTypeOf(recipientScript);
  const manual = p.selectedUTXOs !== undefined && p.selectedUTXOs.length > 0;
  const coins = manual ? manualCoins(d.utxos, p) : d.utxos;
  if (coins.length === 0) throw insufficientBalance();
  const dust = dustThreshold(ctx.chain, recipientType);
  if (!p.sendAll && p.amount < dust) throw new AppError('RULE', UTXO_ERRORS.dust);
  // selection sees the memo output's fee as part of the amount: the same sum of outputs and
  // fee, so its change and dust decisions are exact; the fee takes it back below
  const memoFee = p.opReturn ? BigInt(opReturnBytes(p.opReturn)) * p.feeRate : 0n;
  const sel = selectCoins({
    coins: coins.map((u) => ({ ...u, type: u.owner.type })),
    amount: p.amount + memoFee,
    feeRate: p.feeRate,
    recipientType,
    changeType: outputTypeOf(d.nextChange.script),
    dustLimit: dustThreshold(ctx.chain, outputTypeOf(d.nextChange.script)),
    mode: p.sendAll ? 'sendAll' : manual ? 'manual' : 'auto',
  });
  const amount = sel.amount - memoFee;
  const fee = sel.fee + memoFee;
  const outputs = [{ script: recipientScript, value: amount }];
  if (sel.change > 0n) outputs.push({ script: d.nextChange.script, value: sel.change });
  const paying = outputs.map((o) => outputTypeOf(o.script));
  // THORChain's order: the deposit, change back to self, then the memo
  if (p.opReturn) outputs.push({ script: p.opReturn, value: 0n });
  const psbt = await makePsbt(ctx, sel.selected, outputs, fingerprintOf(p.account));
  return {
    psbt: psbt.toBase64(),
    amount,
    fee,
    change: sel.change,
    changeAddress: sel.change > 0n ? d.nextChange.address : undefined,
    inputs: sel.selected.map((u) => ({ txid: u.txid, vout: u.vout })),
    vsize:
      estimateVsize(
        sel.selected.map((u) => u.type),
        paying,
      ) + (p.opReturn ? opReturnBytes(p.opReturn) : 0),
    intent: {
      chain: ctx.chain,
      to: p.to,
      amount,
      feeCap: fee,
      changeAddresses: d.changeAddresses,
    },
  };
}
