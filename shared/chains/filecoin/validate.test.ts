import { CoinType, newSecp256k1Address, validateAddressString } from '@glif/filecoin-address';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { filecoinAddressFromPublicKey, validateAddress, validatePrivateKey } from './validate';

// Spec and Lotus examples: a BLS key address, an actor address and a delegated (EVM) address.
const F3 = 'f3vvmn62lofvhjd2ugzca6sof2j2ubwok6cj4xxbfzz4yuxfkgobpihhd2thlanmsh3w2ptld2gqkn2jvlss4a';
const F2 = 'f2gfvuyh7v2sx3patm5k23wdzmhyhtmqctasbr23y';

describe('Filecoin validation', () => {
  it('encodes f1/t1 as @glif/filecoin-address does and accepts the result', () => {
    const pub = secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), false);
    const f1 = filecoinAddressFromPublicKey(pub);
    expect(f1).toBe(newSecp256k1Address(pub, CoinType.MAIN).toString());
    expect(validateAddress('filecoin', f1)).toEqual({ valid: true });
    const t1 = filecoinAddressFromPublicKey(pub, 'testnet');
    expect(t1).toBe(newSecp256k1Address(pub, CoinType.TEST).toString());
    expect(validateAddress('filecoin', t1, 'testnet')).toEqual({ valid: true });
  });

  it('accepts what glif accepts for f0, f2, f3 and f4', () => {
    for (const a of ['f01234', F2, F3, 'f410fkkld55ioe7qg24wvt7fu6pbknb56ht7pt4zamxa']) {
      expect(validateAddressString(a)).toBe(true);
      expect(validateAddress('filecoin', a)).toEqual({ valid: true });
    }
  });

  it('rejects a changed character, a wrong prefix, a wrong length and another chain', () => {
    const f1 = filecoinAddressFromPublicKey(secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), true));
    const flipped = `${f1.slice(0, 12)}${f1[12] === 'a' ? 'b' : 'a'}${f1.slice(13)}`;
    expect(validateAddress('filecoin', flipped)).toEqual({
      valid: false,
      reason: 'Address checksum does not match',
    });
    expect(validateAddressString(flipped)).toBe(false);
    expect(validateAddress('filecoin', `t${f1.slice(1)}`).valid).toBe(false);
    expect(validateAddress('filecoin', `f5${f1.slice(2)}`).valid).toBe(false);
    expect(validateAddress('filecoin', f1.slice(0, -1)).valid).toBe(false);
    expect(validateAddress('filecoin', f1.toUpperCase()).valid).toBe(false);
    expect(validateAddress('filecoin', F3.slice(0, -4)).valid).toBe(false);
    expect(validateAddress('filecoin', 'f0012').valid).toBe(false);
    expect(validateAddress('filecoin', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu').valid).toBe(false);
  });

  it('private keys: Lotus export, hex, base64', () => {
    expect(validatePrivateKey('filecoin', 'ab'.repeat(32)).valid).toBe(true);
    expect(validatePrivateKey('filecoin', 'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=').valid).toBe(true);
    expect(validatePrivateKey('filecoin', 'not a key').valid).toBe(false);
    expect(validatePrivateKey('filecoin', '7b7d').valid).toBe(false);
  });
});
