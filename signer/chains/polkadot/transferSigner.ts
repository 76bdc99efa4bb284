import { polkadotAddress } from '../../../shared/chains/polkadot/validate';
import { AppError } from '../../../shared/errors';
import type { PolkadotJournalDetail } from './journalDetail';
import type { TransferSigner } from '../types';
import { checkPolkadotIntent } from './checkIntent';
import { decodePayload, type DecodedPolkadotPayload, type PolkadotTransferCall } from './decodePayload';
import { polkadotRegistry } from './runtime';
import { SIGNATURE_TYPE, signingKeyOf } from './signingKey';

function detailOf(
  p: DecodedPolkadotPayload & { call: PolkadotTransferCall },
  from: string,
  to: string,
  feeCap: string,
): PolkadotJournalDetail {
  return {
    family: 'polkadot',
    from,
    call: p.call,
    to,
    amount: p.value.toString(10),
    nonce: p.nonce,
    tip: p.tip.toString(10),
    eraPeriod: p.eraPeriod,
    fee: feeCap,
  };
}

/**
 * Polkadot: decodes main's signing payload with the signer's own metadata, checks it against
 * the approved intent and signs it (the library hashes a payload over 256 bytes with
 * blake2-256 first, the Substrate rule), then builds the signed extrinsic itself from those
 * same bytes, so what is broadcast is exactly what was checked. Returns the extrinsic hex.
 */
export const signPolkadot: TransferSigner = (p) => {
  const intent = p.intent;
  if (intent.family !== 'polkadot') throw new AppError('INTENT_MISMATCH', 'family');
  const decoded = decodePayload(p.unsigned);
  const key = signingKeyOf(p.keys, p.activePath);
  const from = polkadotAddress(key.publicKey, p.network);
  checkPolkadotIntent(decoded, intent, from, p.network);

  const registry = polkadotRegistry();
  const payload = registry.createType('ExtrinsicPayload', decoded.bytes, { version: 4 });
  const pair = {
    address: from,
    addressRaw: key.publicKey,
    publicKey: key.publicKey,
    // withType: the MultiSignature variant byte first
    sign: (message: Uint8Array) => Uint8Array.of(SIGNATURE_TYPE[key.scheme], ...key.sign(message)),
  };
  const { signature } = payload.sign(pair);
  // Stryker disable next-line ObjectLiteral: v4 is also the registry's default today; kept explicit so a library default cannot change what is signed (sign.test pins the 0x84 byte)
  const extrinsic = registry.createType('Extrinsic', { method: payload.method }, { version: 4 });
  extrinsic.addSignature(from, signature, payload.toHex());
  const signed = extrinsic.toHex();
  return {
    signed,
    hash: extrinsic.hash.toHex(),
    fee: BigInt(intent.feeCap),
    detail: detailOf(decoded, from, intent.to, intent.feeCap),
  };
};
