// The Aptos signer against @aptos-labs/ts-sdk: the same RawTransaction signed by the SDK's own
// Account must come out byte for byte (ed25519 is deterministic), the signature must verify
// over the signing message, and the hash must be the SDK's user-transaction hash.
import {
  Account,
  Deserializer,
  Ed25519PrivateKey,
  RAW_TRANSACTION_SALT,
  SignedTransaction,
  SimpleTransaction,
  TransactionAuthenticatorEd25519,
  generateSignedTransaction,
  generateSigningMessage,
  generateUserTransactionHash,
} from '@aptos-labs/ts-sdk';
import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { JournalDetailSchema } from '../../journal/journalEntry';
import { importedKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { chainSigner } from './index';
import {
  BOB,
  ME,
  PATH,
  PHRASE,
  fields,
  honest,
  intent,
  rawOf,
  walletKeys,
  type TxFields,
} from '../../../test/aptos/testTransactions';
import type { SignedAptosTx } from './transferSigner';

function signWith(keys: Keys, unsigned: string, approved = intent(), activePath: string | undefined = PATH) {
  const out = signTransfer({
    chainName: 'aptos',
    network: 'mainnet',
    unsigned,
    intent: approved,
    ...(activePath !== undefined ? { activePath } : {}),
    keys,
    replacing: null,
    history: () => [],
  });
  return { out, signed: JSON.parse(out.signed) as SignedAptosTx };
}

/** what the SDK's Account writes for the same transaction */
function sdkSigned(account: Account, f: TxFields) {
  const transaction = new SimpleTransaction(rawOf(f));
  const senderAuthenticator = account.signTransactionWithAuthenticator(transaction);
  return {
    bytes: `0x${hex.encode(generateSignedTransaction({ transaction, senderAuthenticator }))}`,
    hash: generateUserTransactionHash({ transaction, senderAuthenticator }),
  };
}

describe('Aptos signer against the Aptos SDK', () => {
  it('a phrase wallet signs exactly what the SDK’s Account signs', () => {
    const account = Account.fromDerivationPath({ path: PATH, mnemonic: PHRASE });
    expect(account.accountAddress.toStringLong()).toBe(ME);
    const f = fields({ expiration: 1_900_000_000n, sequenceNumber: 42n });
    // a fixed expiration keeps the bytes comparable; the signer's clock is not at 2030
    const now = Date.now;
    Date.now = () => 1_899_999_000_000;
    try {
      const { out, signed } = signWith(walletKeys, honest(f));
      const theirs = sdkSigned(account, f);
      expect(signed.signed).toBe(theirs.bytes);
      expect(signed.hash).toBe(theirs.hash);
      expect(out.hash).toBe(theirs.hash);
      expect(out.fee).toBe(200_000n);
      // the signature verifies over sha3("APTOS::RawTransaction") ‖ BCS, with the key the sender names
      const tx = SignedTransaction.deserialize(new Deserializer(hex.decode(signed.signed.slice(2))));
      const auth = tx.authenticator as TransactionAuthenticatorEd25519;
      expect(auth).toBeInstanceOf(TransactionAuthenticatorEd25519);
      const message = generateSigningMessage(tx.raw_txn.bcsToBytes(), RAW_TRANSACTION_SALT);
      expect(auth.public_key.verifySignature({ message, signature: auth.signature })).toBe(true);
      expect(auth.public_key.authKey().derivedAddress().toStringLong()).toBe(ME);
      expect(JournalDetailSchema.parse(out.detail)).toEqual({
        family: 'aptos',
        from: ME,
        to: BOB,
        amount: '25000000',
        fee: '200000',
        function: '0x1::aptos_account::transfer',
        sequenceNumber: '42',
        maxGasAmount: '2000',
        gasUnitPrice: '100',
        expiration: '1900000000',
        chainId: 1,
      });
    } finally {
      Date.now = now;
    }
  });

  it('an imported key (AIP-80 form) signs for its own address', () => {
    const key = Ed25519PrivateKey.generate();
    const account = Account.fromPrivateKey({ privateKey: key });
    const from = account.accountAddress.toStringLong();
    const keys = importedKeys('aptos', () =>
      chainSigner.importedKey!(key.toAIP80String(), 'aptos', 'mainnet'),
    );
    const f = fields({ sender: from });
    const { signed } = signWith(keys, honest(f), intent({ from }), undefined);
    expect(signed.signed).toBe(sdkSigned(account, f).bytes);
  });
});
