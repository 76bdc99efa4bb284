/**
 * Signer-side address → output script, so the signer reads the recipient and change of a
 * PSBT itself (it may not import main). Version bytes come from the shared chain table.
 */
import { address as btcAddress, initEccLib, payments, type Network } from 'bitcoinjs-lib';
import * as ecc from 'tiny-secp256k1';
import { decodeCashaddr } from '../../../shared/chains/utxo/cashaddr';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import { utxoParams } from '../../../shared/chains/utxo/utxoNetworks';

initEccLib(ecc);

export function signNetwork(chain: string, kind: NetworkKind): Network {
  const p = utxoParams(chain, kind);
  return {
    messagePrefix: '\x18Bitcoin Signed Message:\n',
    bech32: p.bech32 ?? '',
    bip32: { public: 0x0488b21e, private: 0x0488ade4 },
    pubKeyHash: p.pubKeyHash,
    scriptHash: p.scriptHash,
    wif: p.wif,
  };
}

export function scriptOf(chain: string, kind: NetworkKind, address: string): Uint8Array {
  const p = utxoParams(chain, kind);
  if (p.cashaddr && !/^[13mn2]/.test(address)) {
    const full = address.toLowerCase().startsWith(`${p.cashaddr}:`) ? address : `${p.cashaddr}:${address}`;
    const { type, hash } = decodeCashaddr(full, p.cashaddr);
    return (type === 'p2pkh' ? payments.p2pkh({ hash }) : payments.p2sh({ hash })).output as Uint8Array;
  }
  return btcAddress.toOutputScript(address, signNetwork(chain, kind));
}
