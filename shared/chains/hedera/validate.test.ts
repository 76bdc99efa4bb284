import { AccountId, Client, PrivateKey } from '@hashgraph/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { hederaChecksum } from './hederaChecksum';
import { decodeHederaPrivateKey, validateAddress, validatePrivateKey } from './validate';

// Clients only hold the ledger id here; nothing is sent (unit tests have no network).
const mainnet = Client.forMainnet();
const testnet = Client.forTestnet();
afterAll(() => {
  mainnet.close();
  testnet.close();
});

describe('hedera account ids', () => {
  it('computes the HIP-15 checksum as the SDK does', () => {
    for (const id of ['0.0.1', '0.0.123', '0.0.98', '0.0.4515311', '1.2.3', '0.0.9223372036854775807']) {
      expect(`${id}-${hederaChecksum(id)}`).toBe(AccountId.fromString(id).toStringWithChecksum(mainnet));
      expect(`${id}-${hederaChecksum(id, 'testnet')}`).toBe(
        AccountId.fromString(id).toStringWithChecksum(testnet),
      );
    }
  });

  it('accepts ids with and without a matching checksum', () => {
    const withChecksum = AccountId.fromString('0.0.4515311').toStringWithChecksum(mainnet);
    for (const a of ['0.0.4515311', '0.0.0', withChecksum])
      expect(validateAddress('hedera', a)).toEqual({ valid: true });
    expect(validateAddress('hedera', withChecksum, 'testnet')).toEqual({
      valid: false,
      reason: 'Account id checksum does not match',
    });
  });

  it('refuses a changed character, a wrong form, a wrong length and other chains', () => {
    const withChecksum = AccountId.fromString('0.0.4515311').toStringWithChecksum(mainnet);
    expect(validateAddress('hedera', withChecksum.replace('4515311', '4515312')).valid).toBe(false);
    for (const bad of [
      '0.0',
      '0.0.12.3',
      '0.0.-1',
      '0.0.01',
      '0.0.1-ABCDE',
      '0.0.1-abcd',
      '0.0.99999999999999999999',
    ]) {
      expect(validateAddress('hedera', bad).valid).toBe(false);
    }
    expect(validateAddress('hedera', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed').valid).toBe(false);
    expect(validateAddress('hedera', 'GDRXE2BQUC3AZNPVFSCEZ76NJ3WWL25FYFK6RGZGIEKWE4SOOHSUJUJ6').valid).toBe(
      false,
    );
  });
});

describe('hedera private keys', () => {
  it('accepts ed25519 keys in DER and raw hex as the SDK prints them', () => {
    const key = PrivateKey.generateED25519();
    for (const text of [key.toStringDer(), key.toStringRaw(), `0x${key.toStringRaw()}`]) {
      expect(validatePrivateKey('hedera', text)).toEqual({ valid: true });
      expect(decodeHederaPrivateKey(text)).toEqual(new Uint8Array(key.toBytesRaw()));
    }
  });

  it('refuses ECDSA DER keys, short keys and garbage', () => {
    expect(validatePrivateKey('hedera', PrivateKey.generateECDSA().toStringDer())).toEqual({
      valid: false,
      reason: 'Only ed25519 keys are supported',
    });
    expect(validatePrivateKey('hedera', 'ab'.repeat(16)).valid).toBe(false);
    expect(validatePrivateKey('hedera', '0.0.1234').valid).toBe(false);
  });
});
