import { hex } from '@scure/base';
import { AppError } from '../../../../shared/errors';
import { CARDANO_ERRORS, TTL_MARGIN_SLOTS } from '../constants';
import type { CardanoCtx } from '../ctx';
import { blockfrostOf, type BlockfrostUtxo, type ProtocolParams } from '../network';
import { CSL, withFree } from './csl';

export interface TransferParams {
  from: string;
  to: string;
  amount: bigint;
  sendAll: boolean;
}

export interface TransferPlan {
  /** what the recipient gets */
  amount: bigint;
  fee: bigint;
  isMax: boolean;
  /** the transaction body, hex CBOR: what the signer decodes and witnesses */
  unsigned: string;
  /** lovelace the body returns to the sender */
  change: bigint;
  ttl: bigint;
}

type Keep = <O extends { free(): void }>(o: O) => O;

const big = (keep: Keep, n: bigint) => keep(CSL.BigNum.from_str(n.toString(10)));
const toBig = (n: CSL.BigNum) => BigInt(n.to_str());

/** The builder's rules from the chain's protocol parameters: linear fee, deposits, sizes, min-ADA per byte. */
function builderOf(keep: Keep, p: ProtocolParams): CSL.TransactionBuilder {
  const config = keep(
    keep(CSL.TransactionBuilderConfigBuilder.new())
      .fee_algo(keep(CSL.LinearFee.new(big(keep, p.minFeeA), big(keep, p.minFeeB))))
      .pool_deposit(big(keep, p.poolDeposit))
      .key_deposit(big(keep, p.keyDeposit))
      .max_value_size(Number(p.maxValueSize))
      .max_tx_size(Number(p.maxTxSize))
      .coins_per_utxo_byte(big(keep, p.coinsPerUtxoByte))
      .build(),
  );
  return keep(CSL.TransactionBuilder.new(config));
}

/** A UTXO's value with its native tokens (Blockfrost's unit: policy id, 56 hex, then the asset name). */
function valueOf(keep: Keep, u: BlockfrostUtxo): CSL.Value {
  const value = keep(CSL.Value.new(big(keep, u.lovelace)));
  if (u.tokens.length === 0) return value;
  const multi = keep(CSL.MultiAsset.new());
  for (const t of u.tokens) {
    const policy = keep(CSL.ScriptHash.from_hex(t.unit.slice(0, 56)));
    const name = keep(CSL.AssetName.new(hex.decode(t.unit.slice(56))));
    multi.set_asset(policy, name, big(keep, t.quantity))?.free();
  }
  value.set_multiasset(multi);
  return value;
}

const inputOf = (keep: Keep, u: BlockfrostUtxo) =>
  keep(CSL.TransactionInput.new(keep(CSL.TransactionHash.from_hex(u.txHash)), u.index));

function outputOf(keep: Keep, to: CSL.Address, lovelace: bigint): CSL.TransactionOutput {
  return keep(CSL.TransactionOutput.new(to, keep(CSL.Value.new(big(keep, lovelace)))));
}

/** The least lovelace an ADA-only output of `lovelace` to `to` must hold (Babbage: coins per UTXO byte × its size). */
function minAdaOf(keep: Keep, p: ProtocolParams, to: CSL.Address, lovelace: bigint): bigint {
  const cost = keep(CSL.DataCost.new_coins_per_byte(big(keep, p.coinsPerUtxoByte)));
  return toBig(keep(CSL.min_ada_for_output(outputOf(keep, to, lovelace), cost)));
}

/** The fee of spending every UTXO into one output of `lovelace`: what the insufficient-funds message names. */
function feeSpendingAll(
  keep: Keep,
  p: ProtocolParams,
  utxos: BlockfrostUtxo[],
  from: CSL.Address,
  to: CSL.Address,
  lovelace: bigint,
  ttl: bigint,
): bigint {
  const b = builderOf(keep, p);
  for (const u of utxos) b.add_regular_input(from, inputOf(keep, u), valueOf(keep, u));
  b.add_output(outputOf(keep, to, lovelace));
  b.set_ttl_bignum(big(keep, ttl));
  return toBig(keep(b.min_fee()));
}

function addressOf(keep: Keep, text: string, error: string): CSL.Address {
  try {
    return keep(CSL.Address.from_bech32(text));
  } catch {
    throw new AppError('BAD_INPUT', error);
  }
}

/**
 * An ADA transfer built with cardano-serialization-lib against the chain's protocol
 * parameters: the recipient's output first (at least the min-ADA its size needs), inputs by
 * largest-first selection, change back to the sender's own address (a leftover too small for
 * an output goes to the fee, as CSL does), TTL = tip slot + TTL_MARGIN_SLOTS. A send-all spends
 * every ADA-only UTXO into the one output, less the fee; UTXOs holding tokens or scripts stay.
 * spec §5's errors: no sender address, no UTXOs, and too little ADA for amount plus fee.
 */
export async function planTransfer(ctx: CardanoCtx, p: TransferParams): Promise<TransferPlan> {
  if (!p.from) throw new AppError('RULE', CARDANO_ERRORS.noSender);
  const bf = blockfrostOf(ctx);
  const all = await bf.utxos(p.from);
  if (all.length === 0) throw new AppError('RULE', CARDANO_ERRORS.noUtxos);
  if (!p.sendAll && p.amount <= 0n) throw new AppError('BAD_INPUT', CARDANO_ERRORS.amountZero);
  const [params, tip] = await Promise.all([bf.parameters(), bf.tipSlot()]);
  const ttl = tip + TTL_MARGIN_SLOTS;
  const utxos = all.filter((u) => !u.scripted && (!p.sendAll || u.tokens.length === 0));
  const available = utxos.reduce((s, u) => s + u.lovelace, 0n);

  return withFree((keep): TransferPlan => {
    const from = addressOf(keep, p.from, CARDANO_ERRORS.noSender);
    const to = addressOf(keep, p.to, CARDANO_ERRORS.badAddress);
    const insufficient = (amount: bigint, fee: bigint) =>
      new AppError('RULE', CARDANO_ERRORS.insufficient(available, amount + fee, fee));

    if (p.sendAll) {
      const fee = feeSpendingAll(keep, params, utxos, from, to, available, ttl);
      const amount = available - fee;
      const minAda = minAdaOf(keep, params, to, amount > 0n ? amount : 0n);
      if (amount < minAda) throw insufficient(minAda, fee);
      const b = builderOf(keep, params);
      for (const u of utxos) b.add_regular_input(from, inputOf(keep, u), valueOf(keep, u));
      b.add_output(outputOf(keep, to, amount));
      b.set_ttl_bignum(big(keep, ttl));
      b.set_fee(big(keep, fee));
      const body = keep(b.build());
      return { amount, fee, isMax: true, unsigned: body.to_hex(), change: 0n, ttl };
    }

    const minAda = minAdaOf(keep, params, to, p.amount);
    if (p.amount < minAda) throw new AppError('RULE', CARDANO_ERRORS.belowMinimum(minAda));
    const b = builderOf(keep, params);
    b.add_output(outputOf(keep, to, p.amount));
    b.set_ttl_bignum(big(keep, ttl));
    const set = keep(CSL.TransactionUnspentOutputs.new());
    for (const u of utxos)
      set.add(
        keep(
          CSL.TransactionUnspentOutput.new(
            inputOf(keep, u),
            keep(CSL.TransactionOutput.new(from, valueOf(keep, u))),
          ),
        ),
      );
    try {
      b.add_inputs_from(set, CSL.CoinSelectionStrategyCIP2.LargestFirstMultiAsset);
      b.add_change_if_needed(from);
    } catch {
      // CSL says only that the inputs fall short; the message names how far, with the fee of spending them all
      throw insufficient(p.amount, feeSpendingAll(keep, params, utxos, from, to, p.amount, ttl));
    }
    const body = keep(b.build());
    const outputs = keep(body.outputs());
    const change = outputs.len() > 1 ? toBig(keep(keep(keep(outputs.get(1)).amount()).coin())) : 0n;
    return {
      amount: p.amount,
      fee: toBig(keep(body.fee())),
      isMax: false,
      unsigned: body.to_hex(),
      change,
      ttl,
    };
  });
}
