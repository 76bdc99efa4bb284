// What the signer answers verifies with ethers' own recovery, byte for byte against a wallet
// holding the same key.
import {
  Transaction,
  verifyMessage,
  verifyTypedData,
  Wallet,
  Mnemonic,
  HDNodeWallet,
  toUtf8Bytes,
  hexlify,
} from 'ethers';
import { describe, expect, it } from 'vitest';
import { phraseToSeed } from '../wallets/phrase';
import { signDappRequest } from './signDappRequest';
import { importedTestKeys, phraseKeys, TEST_ADDRESS, TEST_KEY } from '../../test/signer/testKeys';
import { PERMIT_JSON, approvedTx, unsignedOf } from '../../test/signer/dappVectors';

const base = { walletId: '1', network: 'regtest' as const, from: TEST_ADDRESS, activePath: '' };

describe('signDappRequest', () => {
  it('personal_sign: the EIP-191 signature of the bytes shown', () => {
    const message = hexlify(toUtf8Bytes('hello dapp'));
    const sig = signDappRequest({
      ...base,
      keys: importedTestKeys(),
      request: { kind: 'personalSign', message },
    });
    expect(verifyMessage(toUtf8Bytes('hello dapp'), sig)).toBe(TEST_ADDRESS);
    expect(sig).toBe(new Wallet(TEST_KEY).signMessageSync(toUtf8Bytes('hello dapp')));
  });

  it('eth_signTypedData_v4: hashed here from the JSON shown', () => {
    const sig = signDappRequest({
      ...base,
      keys: importedTestKeys(),
      request: { kind: 'typedData', chainId: 1, json: JSON.stringify(PERMIT_JSON) },
    });
    const { EIP712Domain: _, ...types } = PERMIT_JSON.types;
    expect(verifyTypedData(PERMIT_JSON.domain, types, PERMIT_JSON.message, sig)).toBe(TEST_ADDRESS);
  });

  it('eth_sendTransaction: the approved transaction, signed by the session account', () => {
    const approved = approvedTx();
    const signed = signDappRequest({
      ...base,
      keys: importedTestKeys(),
      request: { kind: 'transaction', unsigned: unsignedOf(approved), approved },
    });
    const tx = Transaction.from(signed);
    expect(tx.from).toBe(TEST_ADDRESS);
    expect(tx.to).toBe(approved.to);
    expect(tx.data).toBe(approved.data);
    expect(tx.chainId).toBe(1n);
  });

  it('a phrase wallet signs with the key at the session account path', () => {
    const phrase = 'test test test test test test test test test test test junk';
    const path = "m/44'/60'/0'/0/1";
    const address = HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(phrase), path).address;
    const keys = phraseKeys(phraseToSeed(phrase, ''));
    const message = hexlify(toUtf8Bytes('gm'));
    const sig = signDappRequest({
      ...base,
      from: address,
      activePath: path,
      keys,
      request: { kind: 'personalSign', message },
    });
    expect(verifyMessage('gm', sig)).toBe(address);
  });
});
