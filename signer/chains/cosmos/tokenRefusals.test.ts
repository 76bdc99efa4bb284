// Hub tokens (issue 37): a send of a bank denom other than uatom signs only as approved. A
// hostile main writes the SignDoc and the intent; the real signer entry `signTransfer` must sign
// the honest token send and refuse, naming the field, every document that moves another denom,
// another amount or pays its fee in the token.
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { describe, expect, it } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { bankSend, signDocHex, type DocParts } from '../../../test/cosmos/offlineTx';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer } from '../signing';
import { cosmosSigner } from './derive';

const seed = mnemonicToSeedSync(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
);
const PATH = "m/44'/118'/0'/0/0";
const ME = cosmosSigner.deriveFromSeed(seed, PATH, { chain: 'cosmos' });
const BOB = cosmosSigner.deriveFromSeed(seed, "m/44'/118'/0'/0/1", { chain: 'cosmos' }).address;
const keys = phraseKeys(seed);
/** OSMO on the Hub: ibc/ + sha256('transfer/channel-141/uosmo') */
const OSMO = 'ibc/14F9BC3E44B8A9C1BE1FB08980FAB87034C9905EF17CF2F5008FC085218811CC';
const OTHER = 'factory/cosmos1xyz/ufoo';
type CosmosIntent = SignIntentOf<'cosmos'>;

const intent = (over: Partial<CosmosIntent> = {}): CosmosIntent => ({
  family: 'cosmos',
  kind: 'transfer',
  chainName: 'cosmos',
  from: ME.address,
  to: BOB,
  amount: '2500000',
  denom: OSMO,
  feeCap: '5000',
  accountNumber: '7',
  sequence: '3',
  ...over,
});
const doc = (over: Partial<DocParts> = {}) =>
  signDocHex({
    messages: [bankSend(ME.address, BOB, [{ denom: OSMO, amount: '2500000' }])],
    memo: '',
    chainId: 'cosmoshub-4',
    accountNumber: 7n,
    sequence: 3n,
    publicKey: hex.decode(ME.publicKey),
    fee: [{ denom: 'uatom', amount: '5000' }],
    ...over,
  });
const sign = (unsigned: string, approved: CosmosIntent) =>
  signTransfer({
    chainName: 'cosmos',
    network: 'mainnet',
    unsigned,
    intent: approved,
    activePath: PATH,
    keys,
    replacing: null,
    history: () => [],
  });
const refused = (field: string) => expect.objectContaining({ code: 'INTENT_MISMATCH', message: field });

describe('the Cosmos signer holds a Hub token send to the approved denom', () => {
  it('signs the approved token send: the message moves the token, the fee is ATOM', () => {
    const r = sign(doc(), intent());
    const body = TxBody.decode(TxRaw.decode(hex.decode(r.signed)).bodyBytes);
    const send = MsgSend.decode(body.messages[0]!.value);
    expect(send.amount).toEqual([{ denom: OSMO, amount: '2500000' }]);
    expect(r.detail).toMatchObject({ denom: OSMO, amount: '2500000', fee: '5000', to: BOB });
  });

  it('refuses ATOM where the token was approved', () => {
    expect(() =>
      sign(doc({ messages: [bankSend(ME.address, BOB, [{ denom: 'uatom', amount: '2500000' }])] }), intent()),
    ).toThrow(refused('denom'));
  });

  it('refuses another token than the approved one', () => {
    expect(() =>
      sign(doc({ messages: [bankSend(ME.address, BOB, [{ denom: OTHER, amount: '2500000' }])] }), intent()),
    ).toThrow(refused('denom'));
  });

  it('refuses the approved token’s denom in another case (another denom to the chain)', () => {
    expect(() =>
      sign(
        doc({ messages: [bankSend(ME.address, BOB, [{ denom: OSMO.toLowerCase(), amount: '2500000' }])] }),
        intent(),
      ),
    ).toThrow(refused('denom'));
  });

  it('refuses another amount of the token', () => {
    expect(() =>
      sign(doc({ messages: [bankSend(ME.address, BOB, [{ denom: OSMO, amount: '2500001' }])] }), intent()),
    ).toThrow(refused('amount'));
  });

  it('refuses the token sent to another recipient', () => {
    const mallory = cosmosSigner.deriveFromSeed(seed, "m/44'/118'/0'/0/2", { chain: 'cosmos' }).address;
    expect(() =>
      sign(
        doc({ messages: [bankSend(ME.address, mallory, [{ denom: OSMO, amount: '2500000' }])] }),
        intent(),
      ),
    ).toThrow(refused('to'));
  });

  it('refuses a fee paid in the token', () => {
    expect(() => sign(doc({ fee: [{ denom: OSMO, amount: '5000' }] }), intent())).toThrow(
      refused('fee denom'),
    );
  });

  it('refuses the token and ATOM together where the token alone was approved', () => {
    expect(() =>
      sign(
        doc({
          messages: [
            bankSend(ME.address, BOB, [
              { denom: OSMO, amount: '2500000' },
              { denom: 'uatom', amount: '1' },
            ]),
          ],
        }),
        intent(),
      ),
    ).toThrow(refused('amount'));
  });
});
