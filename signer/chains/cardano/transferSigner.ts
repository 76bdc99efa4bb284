import { cardanoUnit } from '../../../shared/chains/cardano/tokens';
import { AppError } from '../../../shared/errors';
import type { TransferSigner } from '../types';
import { checkCardanoIntent } from './checkIntent';
import { CSL, withFree } from './csl';
import { decodeCardanoBody } from './decodeBody';
import { networkIdOf, withPaymentKey } from './derive';

/**
 * Cardano: reads main's transaction body itself, checks it against the approved intent and
 * the base address it derives from the phrase at the coin's path (sender and change), and
 * adds one vkey witness: the payment key's signature of the body hash. Returns the full
 * transaction (body, witness set, valid, no auxiliary data) in hex CBOR, what Blockfrost's
 * tx/submit takes, with the body's bytes exactly as main built them.
 *
 * The Icarus root is recomputed from the phrase for each signature (~20 ms of PBKDF2): the
 * keys a signer receives do not carry the session's root cache.
 */
export const signCardano: TransferSigner = (p) => {
  const intent = p.intent;
  if (intent.family !== 'cardano') throw new AppError('INTENT_MISMATCH', 'family');
  if (p.keys.importedFor !== null)
    throw new AppError('BAD_INPUT', 'Signing with an imported Cardano key is not available yet');
  const text = p.keys.phraseText();
  if (!text) throw new AppError('BAD_INPUT', 'Cardano signing needs the recovery phrase');
  if (!p.activePath) throw new AppError('BAD_INPUT', 'no sending address');
  const body = decodeCardanoBody(p.unsigned);
  const options = { mnemonic: text.phrase, passphrase: text.passphrase, network: p.network };
  return withPaymentKey(options, p.activePath, (key, address) => {
    const checked = checkCardanoIntent(body, intent, { address, networkId: networkIdOf(p.network) });
    const signed = withFree((keep) => {
      const hash = keep(CSL.TransactionHash.from_hex(body.hash));
      const witnesses = keep(CSL.Vkeywitnesses.new());
      witnesses.add(keep(CSL.make_vkey_witness(hash, key)));
      const set = keep(CSL.TransactionWitnessSet.new());
      set.set_vkeys(witnesses);
      return keep(CSL.FixedTransaction.new(body.bytes, set.to_bytes(), true)).to_hex();
    });
    return {
      signed,
      hash: body.hash,
      fee: body.fee,
      detail: {
        family: 'cardano',
        from: address,
        fee: body.fee.toString(10),
        change: checked.change.toString(10),
        inputs: body.inputs.length,
        ...(intent.token ? { token: cardanoUnit(intent.token) } : {}),
        ttl: checked.ttl.toString(10),
      },
    };
  });
};
