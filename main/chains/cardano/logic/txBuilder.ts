/**
 * The pieces every Cardano send is built from with cardano-serialization-lib, against the
 * chain's protocol parameters: the builder, UTXO values with their native assets, outputs and
 * their min-ADA (CSL's own min_ada_for_output), and the fee of spending a set of UTXOs.
 */
import { hex } from '@scure/base';
import { AppError } from '../../../../shared/errors';
import type { BlockfrostUtxo, ProtocolParams } from '../network';
import { CSL } from './csl';

export type Keep = <O extends { free(): void }>(o: O) => O;

export const big = (keep: Keep, n: bigint) => keep(CSL.BigNum.from_str(n.toString(10)));
export const toBig = (n: CSL.BigNum) => BigInt(n.to_str());

/** native asset quantities by unit (policy id ‖ asset name hex) */
export type Assets = Map<string, bigint>;

/** The builder's rules from the chain's protocol parameters: linear fee, deposits, sizes, min-ADA per byte. */
export function builderOf(keep: Keep, p: ProtocolParams): CSL.TransactionBuilder {
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

/** A value of `lovelace` and `assets` (Blockfrost's unit: policy id, 56 hex, then the asset name). */
export function valueWith(keep: Keep, lovelace: bigint, assets: Iterable<[string, bigint]>): CSL.Value {
  const value = keep(CSL.Value.new(big(keep, lovelace)));
  const multi = keep(CSL.MultiAsset.new());
  let any = false;
  for (const [unit, quantity] of assets) {
    const policy = keep(CSL.ScriptHash.from_hex(unit.slice(0, 56)));
    const name = keep(CSL.AssetName.new(hex.decode(unit.slice(56))));
    multi.set_asset(policy, name, big(keep, quantity))?.free();
    any = true;
  }
  if (any) value.set_multiasset(multi);
  return value;
}

/** A UTXO's value with its native tokens. */
export const valueOf = (keep: Keep, u: BlockfrostUtxo): CSL.Value =>
  valueWith(
    keep,
    u.lovelace,
    u.tokens.map((t) => [t.unit, t.quantity]),
  );

/** Every asset of `utxos`, summed by unit. */
export function assetsOf(utxos: readonly BlockfrostUtxo[]): Assets {
  const sum: Assets = new Map();
  for (const u of utxos) for (const t of u.tokens) sum.set(t.unit, (sum.get(t.unit) ?? 0n) + t.quantity);
  return sum;
}

export const inputOf = (keep: Keep, u: BlockfrostUtxo) =>
  keep(CSL.TransactionInput.new(keep(CSL.TransactionHash.from_hex(u.txHash)), u.index));

export function outputOf(
  keep: Keep,
  to: CSL.Address,
  lovelace: bigint,
  assets: Iterable<[string, bigint]> = [],
): CSL.TransactionOutput {
  return keep(CSL.TransactionOutput.new(to, valueWith(keep, lovelace, assets)));
}

/**
 * The least lovelace an output to `to` holding `assets` must carry: CSL's min_ada_for_output
 * (Babbage: coins per UTXO byte × the output's size, its own coin field included), asked of the
 * output with `lovelace` in it.
 */
export function minAdaOf(
  keep: Keep,
  p: ProtocolParams,
  to: CSL.Address,
  lovelace: bigint,
  assets: Iterable<[string, bigint]> = [],
): bigint {
  const cost = keep(CSL.DataCost.new_coins_per_byte(big(keep, p.coinsPerUtxoByte)));
  return toBig(keep(CSL.min_ada_for_output(outputOf(keep, to, lovelace, assets), cost)));
}

/** The fee of spending every UTXO of `utxos` into `outputs`: what a send-all pays, and what the insufficient-funds message names. */
export function feeSpending(
  keep: Keep,
  p: ProtocolParams,
  utxos: readonly BlockfrostUtxo[],
  from: CSL.Address,
  outputs: readonly CSL.TransactionOutput[],
  ttl: bigint,
): bigint {
  const b = builderOf(keep, p);
  for (const u of utxos) b.add_regular_input(from, inputOf(keep, u), valueOf(keep, u));
  for (const o of outputs) b.add_output(o);
  b.set_ttl_bignum(big(keep, ttl));
  return toBig(keep(b.min_fee()));
}

/**
 * The body paying `outputs` from the fewest UTXOs in the order of `picks` then the rest (ADA-only
 * ones first, largest first), with one change output to `from` that keeps every asset of every
 * spent input (CSL's add_change_if_needed). CSL's own multi-asset selection stops once the
 * outputs and fee are covered and then cannot pay the change's min-ADA when the change holds
 * assets ("Not enough ADA leftover"); here a UTXO more is taken until the change fits. Null when
 * even every UTXO does not cover it.
 */
export function balancedBody(
  keep: Keep,
  p: ProtocolParams,
  utxos: readonly BlockfrostUtxo[],
  picks: readonly BlockfrostUtxo[],
  from: CSL.Address,
  outputs: readonly CSL.TransactionOutput[],
  ttl: bigint,
): CSL.TransactionBody | null {
  const rest = utxos
    .filter((u) => !picks.includes(u))
    .sort((a, b) =>
      a.tokens.length === 0 && b.tokens.length > 0
        ? -1
        : b.tokens.length === 0 && a.tokens.length > 0
          ? 1
          : Number(b.lovelace - a.lovelace),
    );
  const order = [...picks, ...rest];
  for (let n = Math.max(picks.length, 1); n <= order.length; n++) {
    const b = builderOf(keep, p);
    for (const u of order.slice(0, n)) b.add_regular_input(from, inputOf(keep, u), valueOf(keep, u));
    for (const o of outputs) b.add_output(o);
    b.set_ttl_bignum(big(keep, ttl));
    try {
      b.add_change_if_needed(from);
      return keep(b.build());
    } catch {
      // too little ADA for outputs, fee and the change's min-ADA: one UTXO more
    }
  }
  return null;
}

export function addressOf(keep: Keep, text: string, error: string): CSL.Address {
  try {
    return keep(CSL.Address.from_bech32(text));
  } catch {
    throw new AppError('BAD_INPUT', error);
  }
}
