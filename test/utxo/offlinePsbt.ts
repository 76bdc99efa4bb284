/**
 * Builds PSBTs offline for unit tests: each input spends a synthetic previous transaction
 * paying one of the test wallet's addresses, with the same per-input data the engine writes
 * (witnessUtxo or the full previous tx, redeem script, derivation paths, taproot key).
 */
import { Psbt, Transaction } from 'bitcoinjs-lib';
import { addressDeriver, type UtxoAccount } from '../../main/chains/utxo/logic/account';
import { bitcoinjsNetwork, paymentFor } from '../../main/chains/utxo/params';
import type { NetworkKind } from '../../shared/chains/validate/result';

export interface OfflineInput {
  account: UtxoAccount;
  index: number;
  value: bigint;
}

export function fakePrevTx(script: Uint8Array, value: bigint, salt: number): Transaction {
  const tx = new Transaction();
  tx.addInput(new Uint8Array(32).fill(salt & 0xff), salt);
  tx.addOutput(script, value);
  return tx;
}

export function offlinePsbt(
  chain: string,
  network: NetworkKind,
  inputs: readonly OfflineInput[],
  outputs: readonly { script: Uint8Array; value: bigint }[],
): Psbt {
  const psbt = new Psbt({ network: bitcoinjsNetwork(chain, network) });
  psbt.setVersion(2);
  inputs.forEach((inp, k) => {
    const a = addressDeriver(chain, network, inp.account)(0, inp.index);
    const prev = fakePrevTx(a.script, inp.value, k + 1);
    const base = { hash: prev.getId(), index: 0, sequence: 0xfffffffd };
    const fp = new Uint8Array(4);
    if (a.type === 'p2tr') {
      const key = a.internalKey as Uint8Array;
      psbt.addInput({
        ...base,
        witnessUtxo: { script: a.script, value: inp.value },
        tapInternalKey: key,
        tapBip32Derivation: [{ masterFingerprint: fp, pubkey: key, path: a.path, leafHashes: [] }],
      });
      return;
    }
    const legacy = a.type === 'p2pkh' && chain !== 'bitcoin_cash';
    psbt.addInput({
      ...base,
      ...(legacy
        ? { nonWitnessUtxo: prev.toBuffer() }
        : { witnessUtxo: { script: a.script, value: inp.value } }),
      ...(a.redeemScript ? { redeemScript: a.redeemScript } : {}),
      bip32Derivation: [{ masterFingerprint: fp, pubkey: a.pubkey, path: a.path }],
    });
  });
  for (const o of outputs) psbt.addOutput(o);
  return psbt;
}

// signer tests may import test helpers but not main/: the address side comes through here
export { addressDeriver, paymentFor };
