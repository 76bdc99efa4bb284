/**
 * Builds PSBTs offline for unit tests: each input spends a synthetic previous transaction
 * paying one of the test wallet's addresses, with the same per-input data the engine writes
 * (the full previous tx for every non-taproot input, witnessUtxo for segwit ones, redeem
 * script, derivation paths, taproot key). `forged` lets a test play a lying builder.
 */
import { Psbt, Transaction } from 'bitcoinjs-lib';
import { addressDeriver, type XpubAccount } from '../../main/chains/utxo/logic/account';
import { bitcoinjsNetwork, paymentFor } from '../../main/chains/utxo/params';
import type { NetworkKind } from '../../shared/chains/validate/result';

export interface OfflineInput {
  account: XpubAccount;
  index: number;
  /** what the previous transaction really pays this input */
  value: bigint;
  /** data a lying builder attaches instead of the honest prevout data */
  forged?: {
    /** the witnessUtxo states this amount (one is attached even where the engine would not) */
    witnessValue?: bigint;
    /** the witnessUtxo states this script */
    witnessScript?: Uint8Array;
    /** attached as nonWitnessUtxo instead of the real previous tx; null attaches none */
    prevTx?: Transaction | null;
  };
}

export function fakePrevTx(script: Uint8Array, value: bigint, salt: number): Transaction {
  const tx = new Transaction();
  tx.addInput(new Uint8Array(32).fill(salt & 0xff), salt);
  tx.addOutput(script, value);
  return tx;
}

/** The previous transaction `offlinePsbt` makes up for its `k`-th input. */
export function offlinePrevTx(
  chain: string,
  network: NetworkKind,
  inp: OfflineInput,
  k: number,
): Transaction {
  const a = addressDeriver(chain, network, inp.account)(0, inp.index);
  return fakePrevTx(a.script, inp.value, k + 1);
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
    const prev = offlinePrevTx(chain, network, inp, k);
    const base = { hash: prev.getId(), index: 0, sequence: 0xfffffffd };
    const fp = new Uint8Array(4);
    const forged = inp.forged ?? {};
    const segwit = a.type !== 'p2pkh';
    const witnessUtxo =
      segwit || forged.witnessValue !== undefined || forged.witnessScript !== undefined
        ? { script: forged.witnessScript ?? a.script, value: forged.witnessValue ?? inp.value }
        : undefined;
    const prevTx = forged.prevTx === undefined ? prev : forged.prevTx;
    if (a.type === 'p2tr') {
      const key = a.internalKey as Uint8Array;
      psbt.addInput({
        ...base,
        ...(witnessUtxo ? { witnessUtxo } : {}),
        ...(forged.prevTx ? { nonWitnessUtxo: forged.prevTx.toBuffer() } : {}),
        tapInternalKey: key,
        tapBip32Derivation: [{ masterFingerprint: fp, pubkey: key, path: a.path, leafHashes: [] }],
      });
      return;
    }
    psbt.addInput({
      ...base,
      ...(prevTx ? { nonWitnessUtxo: prevTx.toBuffer() } : {}),
      ...(witnessUtxo ? { witnessUtxo } : {}),
      ...(a.redeemScript ? { redeemScript: a.redeemScript } : {}),
      bip32Derivation: [{ masterFingerprint: fp, pubkey: a.pubkey, path: a.path }],
    });
  });
  for (const o of outputs) psbt.addOutput(o);
  return psbt;
}

// signer tests may import test helpers but not main/: the address side comes through here
export { addressDeriver, paymentFor };

/**
 * A PSBT as the engine builds it for a wallet of one imported key: each input spends a
 * synthetic previous transaction paying `script` (the full previous tx, witnessUtxo for a
 * segwit script, no derivation path: that key has none).
 */
export function offlineScriptPsbt(
  chain: string,
  network: NetworkKind,
  inputs: readonly { script: Uint8Array; value: bigint; prevTx?: Transaction | null }[],
  outputs: readonly { script: Uint8Array; value: bigint }[],
): Psbt {
  const psbt = new Psbt({ network: bitcoinjsNetwork(chain, network) });
  psbt.setVersion(2);
  inputs.forEach((inp, k) => {
    const prev = fakePrevTx(inp.script, inp.value, 200 + k);
    const segwit = inp.script.length === 22 && inp.script[0] === 0x00;
    const prevTx = inp.prevTx === undefined ? prev : inp.prevTx;
    psbt.addInput({
      hash: prev.getId(),
      index: 0,
      sequence: 0xfffffffd,
      ...(prevTx ? { nonWitnessUtxo: prevTx.toBuffer() } : {}),
      ...(segwit ? { witnessUtxo: { script: inp.script, value: inp.value } } : {}),
    });
  });
  for (const o of outputs) psbt.addOutput(o);
  return psbt;
}
