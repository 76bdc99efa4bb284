/**
 * The rule issue 37 adds to every Cardano send main builds: no native asset of a spent input is
 * left behind or burned. Whatever the coin selection spent comes back to the sender's own
 * address, less exactly what the user sends. Checked on the built body before it goes to the
 * signer; the ledger would refuse a body that loses an asset, but main must never build one.
 */
import { hex } from '@scure/base';
import { AppError } from '../../../../shared/errors';
import type { BlockfrostUtxo } from '../network';
import { CSL } from './csl';
import { assetsOf, type Assets, type Keep } from './txBuilder';

/** an output's native assets by unit */
export function outputAssets(keep: Keep, o: CSL.TransactionOutput): Assets {
  const out: Assets = new Map();
  const multi = keep(keep(o.amount()).multiasset() ?? CSL.MultiAsset.new());
  const policies = keep(multi.keys());
  for (let i = 0; i < policies.len(); i++) {
    const policy = keep(policies.get(i));
    const assets = keep(multi.get(policy)!);
    const names = keep(assets.keys());
    for (let j = 0; j < names.len(); j++) {
      const name = keep(names.get(j));
      out.set(`${policy.to_hex()}${hex.encode(name.name())}`, toQuantity(keep(assets.get(name)!)));
    }
  }
  return out;
}
const toQuantity = (n: CSL.BigNum) => BigInt(n.to_str());

/**
 * Throws unless the body's outputs to `from` hold every asset of its spent inputs, less `sent`
 * (the token and quantity going to the recipient), and no output holds an asset no input had.
 */
export function assertAssetsKept(
  keep: Keep,
  body: CSL.TransactionBody,
  utxos: readonly BlockfrostUtxo[],
  from: string,
  sent: Assets = new Map(),
): void {
  const inputs = keep(body.inputs());
  const spentRefs = new Set<string>();
  for (let i = 0; i < inputs.len(); i++) {
    const input = keep(inputs.get(i));
    spentRefs.add(`${keep(input.transaction_id()).to_hex()}#${input.index()}`);
  }
  const spent = assetsOf(utxos.filter((u) => spentRefs.has(`${u.txHash}#${u.index}`)));
  const kept: Assets = new Map();
  const outputs = keep(body.outputs());
  for (let i = 0; i < outputs.len(); i++) {
    const o = keep(outputs.get(i));
    const mine = keep(o.address()).to_bech32(undefined) === from;
    for (const [unit, q] of outputAssets(keep, o))
      if (mine) kept.set(unit, (kept.get(unit) ?? 0n) + q);
      else if (sent.get(unit) !== q) throw leftBehind(unit);
  }
  for (const unit of new Set([...spent.keys(), ...kept.keys()]))
    if ((spent.get(unit) ?? 0n) - (sent.get(unit) ?? 0n) !== (kept.get(unit) ?? 0n)) throw leftBehind(unit);
}

const leftBehind = (unit: string) =>
  new AppError('RULE', `The built transaction does not return the native asset ${unit} to this address`);
