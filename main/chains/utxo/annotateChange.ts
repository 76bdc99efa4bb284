/**
 * Marks each PSBT output that pays one of the wallet's change addresses with its BIP32 path
 * (BIP174 output derivation), so the signer can derive that address itself and recognise it
 * as the wallet's own instead of trusting a list from main. An imported key's change is its
 * one address, which the signer recognises from the key itself: nothing to mark.
 */
import { Psbt } from 'bitcoinjs-lib';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import type { UtxoAccount } from './logic/account';
import { addressDeriver, isSingleAddress } from './logic/account';
import type { DiscoverResult } from './logic/discover';
import { bitcoinjsNetwork, scriptToAddress } from './params';

function fingerprintBytes(fp = 0): Uint8Array {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, fp >>> 0, false);
  return b;
}

export function annotateChange(
  chain: string,
  network: NetworkKind,
  account: UtxoAccount,
  psbtBase64: string,
  d: Pick<DiscoverResult, 'changeAddresses'>,
): string {
  if (isSingleAddress(account)) return psbtBase64;
  const psbt = Psbt.fromBase64(psbtBase64, { network: bitcoinjsNetwork(chain, network) });
  const derive = addressDeriver(chain, network, account);
  const fp = fingerprintBytes(account.fingerprint);
  const indexOf = new Map(d.changeAddresses.map((a, i) => [a, i]));
  psbt.txOutputs.forEach((out, i) => {
    const address = scriptToAddress(chain, network, out.script);
    const index = address === undefined ? undefined : indexOf.get(address);
    if (index === undefined) return;
    const own = derive(1, index);
    if (own.type === 'p2tr') {
      const internal = own.internalKey as Uint8Array;
      psbt.updateOutput(i, {
        tapInternalKey: internal,
        tapBip32Derivation: [{ masterFingerprint: fp, pubkey: internal, path: own.path, leafHashes: [] }],
      });
    } else {
      psbt.updateOutput(i, {
        bip32Derivation: [{ masterFingerprint: fp, pubkey: own.pubkey, path: own.path }],
        ...(own.redeemScript ? { redeemScript: own.redeemScript } : {}),
      });
    }
  });
  return psbt.toBase64();
}
