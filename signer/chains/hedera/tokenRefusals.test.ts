// HTS token sends and associations (issue 37) against a hostile builder: main (or a mirror it
// believed) writes the body and the intent, and the real signer entry `signTransfer` must refuse
// with INTENT_MISMATCH naming the field. Each vector differs from an honest build in one thing;
// the honest builds sign, and the signature covers the body the fixture ledger would verify.
import { ed25519 } from '@noble/curves/ed25519.js';
import { proto } from '@hiero-ledger/proto';
import { hex } from '@scure/base';
import Long from 'long';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { editBody } from '../../../test/hedera/unsignedTransfer';
import {
  unsignedAssociate,
  unsignedTokenTransfer,
  type AssociateSpec,
  type TokenTransferSpec,
} from '../../../test/hedera/unsignedToken';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer } from '../signing';
import { checkAssociation } from './checkToken';
import { decodeHederaTransaction } from './decodeTransaction';
import { hederaSigner } from './derive';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(PHRASE);
const PATH = "m/44'/3030'/0'/0'/0'";
const ME_KEY = hederaSigner.deriveFromSeed(seed, PATH).address;
const ME = '0.0.1001';
const BOB = '0.0.1002';
const MALLORY = '0.0.6666';
/** a recipient numbered below the wallet's account: the SDK lists its credit before the debit */
const LOW = '0.0.900';
const USDC = '0.0.456858';
const FAKE = '0.0.999999';
const A = 4_250_000n;
const keys = phraseKeys(seed);
type HederaIntent = SignIntentOf<'hedera'>;

const send = (over: Partial<HederaIntent> = {}): HederaIntent => ({
  family: 'hedera',
  kind: 'transfer',
  chainName: 'hedera',
  from: ME_KEY,
  accountId: ME,
  nodeAccountId: '0.0.3',
  to: BOB,
  amount: A.toString(),
  feeCap: '1750000',
  token: USDC,
  decimals: 6,
  ...over,
});
const associate = (over: Partial<HederaIntent> = {}): HederaIntent =>
  send({ kind: 'trust', to: ME, amount: '0', decimals: undefined, ...over });

const tspec = (over: Partial<TokenTransferSpec> = {}): TokenTransferSpec => ({
  payer: ME,
  decimals: 6,
  transfers: [
    { token: USDC, account: ME, amount: -A },
    { token: USDC, account: BOB, amount: A },
  ],
  ...over,
});
const moves = (...t: [string, string, bigint][]) =>
  tspec({ transfers: t.map(([token, account, amount]) => ({ token, account, amount })) });
const aspec = (over: Partial<AssociateSpec> = {}): AssociateSpec => ({
  payer: ME,
  account: ME,
  tokens: [USDC],
  ...over,
});
const honestSend = () => unsignedTokenTransfer(tspec());
const creditFirstSend = () => unsignedTokenTransfer(moves([USDC, ME, -A], [USDC, LOW, A]));
/** the honest send's two movements, edited where the SDK would refuse or reorder them */
const editMoves = (edit: (t: proto.IAccountAmount[]) => void) =>
  editBody(honestSend(), (b) => edit(b.cryptoTransfer!.tokenTransfers![0]!.transfers!));
const honestAssociate = () => unsignedAssociate(aspec());

const sign = (unsigned: string, approved: HederaIntent) =>
  signTransfer({
    chainName: 'hedera',
    network: 'mainnet',
    unsigned,
    intent: approved,
    activePath: PATH,
    keys,
    replacing: null,
    history: () => [],
  });

interface Vector {
  name: string;
  unsigned: () => string;
  intent: HederaIntent;
  field: string;
}

const long = (n: number) => Long.fromNumber(n);

const SEND_REFUSALS: readonly Vector[] = [
  {
    name: 'moves another token',
    unsigned: () => unsignedTokenTransfer(moves([FAKE, ME, -A], [FAKE, BOB, A])),
    intent: send(),
    field: 'token',
  },
  {
    name: 'pays another recipient',
    unsigned: () => unsignedTokenTransfer(moves([USDC, ME, -A], [USDC, MALLORY, A])),
    intent: send(),
    field: 'to',
  },
  {
    name: 'debits more than approved (and credits it)',
    unsigned: () => unsignedTokenTransfer(moves([USDC, ME, -A - 1n], [USDC, BOB, A + 1n])),
    intent: send(),
    field: 'debit',
  },
  {
    name: 'credits the recipient another amount',
    unsigned: () => unsignedTokenTransfer(moves([USDC, ME, -A], [USDC, BOB, A + 1n])),
    intent: send(),
    field: 'amount',
  },
  {
    name: 'debits another account',
    unsigned: () => unsignedTokenTransfer(moves([USDC, MALLORY, -A], [USDC, BOB, A])),
    intent: send(),
    field: 'debit',
  },
  {
    name: 'pays another recipient, its credit listed first',
    unsigned: () => unsignedTokenTransfer(moves([USDC, ME, -A], [USDC, LOW, A])),
    intent: send(),
    field: 'to',
  },
  {
    name: 'debits another account, the credit listed first',
    unsigned: () => unsignedTokenTransfer(moves([USDC, MALLORY, -A], [USDC, LOW, A])),
    intent: send({ to: LOW }),
    field: 'debit',
  },
  {
    name: 'debits more than approved, the credit listed first',
    unsigned: () => unsignedTokenTransfer(moves([USDC, ME, -A - 1n], [USDC, LOW, A + 1n])),
    intent: send({ to: LOW }),
    field: 'debit',
  },
  {
    name: 'credits the recipient another amount, listed first',
    unsigned: () => unsignedTokenTransfer(moves([USDC, ME, -A], [USDC, LOW, A + 1n])),
    intent: send({ to: LOW }),
    field: 'amount',
  },
  {
    name: 'moves only the wallet’s account (debit and credit both its own)',
    unsigned: () =>
      editMoves((t) => {
        t[1]!.accountID = t[0]!.accountID;
      }),
    intent: send(),
    field: 'to',
  },
  {
    name: 'moves only other accounts (neither movement the wallet’s)',
    unsigned: () => unsignedTokenTransfer(moves([USDC, MALLORY, -A], [USDC, FAKE, A])),
    intent: send(),
    field: 'debit',
  },
  {
    name: 'lists a zero movement of the recipient before the debit',
    unsigned: () =>
      editMoves((t) => {
        t[1]!.amount = long(0);
        t.reverse();
      }),
    intent: send(),
    field: 'amount',
  },
  {
    name: 'debits both accounts',
    unsigned: () => unsignedTokenTransfer(moves([USDC, ME, -A], [USDC, BOB, -A])),
    intent: send(),
    field: 'amount',
  },
  {
    name: 'credits both accounts',
    unsigned: () => unsignedTokenTransfer(moves([USDC, ME, A], [USDC, BOB, A])),
    intent: send(),
    field: 'debit',
  },
  {
    name: 'adds a third movement of the token',
    unsigned: () => unsignedTokenTransfer(moves([USDC, ME, -A - 5n], [USDC, BOB, A], [USDC, MALLORY, 5n])),
    intent: send(),
    field: 'tokenTransfers',
  },
  {
    name: 'moves a second token as well',
    unsigned: () =>
      unsignedTokenTransfer(moves([USDC, ME, -A], [USDC, BOB, A], [FAKE, ME, -1n], [FAKE, MALLORY, 1n])),
    intent: send(),
    field: 'tokenTransfers',
  },
  {
    name: 'moves HBAR as well',
    unsigned: () =>
      unsignedTokenTransfer(
        tspec({
          hbar: [
            { account: ME, amount: -100n },
            { account: MALLORY, amount: 100n },
          ],
        }),
      ),
    intent: send(),
    field: 'transfers',
  },
  {
    name: 'states other decimals (the amount the user read was scaled wrong)',
    unsigned: () => unsignedTokenTransfer(tspec({ decimals: 2 })),
    intent: send(),
    field: 'decimals',
  },
  {
    name: 'states no decimals',
    unsigned: () => unsignedTokenTransfer(tspec({ decimals: null })),
    intent: send(),
    field: 'decimals',
  },
  {
    name: 'the intent names no decimals',
    unsigned: honestSend,
    intent: send({ decimals: undefined }),
    field: 'decimals',
  },
  {
    name: 'spends through an allowance',
    unsigned: () =>
      unsignedTokenTransfer(
        tspec({
          decimals: null,
          transfers: [
            { token: USDC, account: ME, amount: -A, approved: true },
            { token: USDC, account: BOB, amount: A },
          ],
        }),
      ),
    intent: send(),
    field: 'decimals',
  },
  {
    name: 'spends through an allowance (decimals stated)',
    unsigned: () =>
      editBody(honestSend(), (b) => {
        b.cryptoTransfer!.tokenTransfers![0]!.transfers![0]!.isApproval = true;
      }),
    intent: send(),
    field: 'isApproval',
  },
  {
    name: 'runs an allowance hook',
    unsigned: () =>
      editBody(honestSend(), (b) => {
        b.cryptoTransfer!.tokenTransfers![0]!.transfers![0]!.preTxAllowanceHook = { hookId: long(1) };
      }),
    intent: send(),
    field: 'hook',
  },
  {
    name: 'credits an alias',
    unsigned: () =>
      editBody(honestSend(), (b) => {
        const credit = b.cryptoTransfer!.tokenTransfers![0]!.transfers!.find((t) => Number(t.amount) > 0)!;
        credit.accountID = {
          shardNum: long(0),
          realmNum: long(0),
          alias: hex.decode('1220' + '11'.repeat(32)),
        };
      }),
    intent: send(),
    field: 'alias',
  },
  {
    name: 'moves an NFT in the list',
    unsigned: () =>
      editBody(honestSend(), (b) => {
        b.cryptoTransfer!.tokenTransfers![0]!.nftTransfers = [
          {
            senderAccountID: { accountNum: long(1001) },
            receiverAccountID: { accountNum: long(6666) },
            serialNumber: long(1),
          },
        ];
      }),
    intent: send(),
    field: 'nftTransfers',
  },
  { name: 'approves a zero amount', unsigned: honestSend, intent: send({ amount: '0' }), field: 'amount' },
  {
    name: 'is an association where a send was approved',
    unsigned: honestAssociate,
    intent: send(),
    field: 'operation',
  },
  {
    name: 'is paid by another account',
    unsigned: () => unsignedTokenTransfer(tspec({ payer: MALLORY })),
    intent: send(),
    field: 'payer',
  },
  {
    name: 'allows a higher fee',
    unsigned: () => unsignedTokenTransfer(tspec({ maxFee: 1_750_001n })),
    intent: send(),
    field: 'feeCap',
  },
  {
    name: 'a plain HBAR intent, signed over a token body',
    unsigned: honestSend,
    intent: send({ token: undefined, decimals: undefined }),
    field: 'tokenTransfers',
  },
  {
    name: 'a plain HBAR intent that names decimals',
    unsigned: honestSend,
    intent: send({ token: undefined }),
    field: 'decimals',
  },
];

const ASSOCIATE_REFUSALS: readonly Vector[] = [
  {
    name: 'associates another token',
    unsigned: () => unsignedAssociate(aspec({ tokens: [FAKE] })),
    intent: associate(),
    field: 'tokens',
  },
  {
    name: 'associates a second token besides',
    unsigned: () => unsignedAssociate(aspec({ tokens: [USDC, FAKE] })),
    intent: associate(),
    field: 'tokens',
  },
  {
    name: 'associates no token',
    unsigned: () => unsignedAssociate(aspec({ tokens: [] })),
    intent: associate(),
    field: 'tokens',
  },
  {
    name: 'associates the token to another account (the wallet pays)',
    unsigned: () => unsignedAssociate(aspec({ account: MALLORY })),
    intent: associate(),
    field: 'account',
  },
  {
    name: 'names no account',
    unsigned: () =>
      editBody(honestAssociate(), (b) => {
        b.tokenAssociate!.account = null;
      }),
    intent: associate(),
    field: 'account',
  },
  {
    name: 'is paid by another account',
    unsigned: () => unsignedAssociate(aspec({ payer: MALLORY, account: MALLORY })),
    intent: associate(),
    field: 'payer',
  },
  {
    name: 'allows a higher fee',
    unsigned: () => unsignedAssociate(aspec({ maxFee: 1_750_001n })),
    intent: associate(),
    field: 'feeCap',
  },
  {
    name: 'is a token send where an association was approved',
    unsigned: honestSend,
    intent: associate(),
    field: 'operation',
  },
  {
    name: 'the intent names no token',
    unsigned: honestAssociate,
    intent: associate({ token: undefined }),
    field: 'token',
  },
  {
    name: 'the intent moves an amount',
    unsigned: honestAssociate,
    intent: associate({ amount: '1' }),
    field: 'amount',
  },
  {
    name: 'the intent names decimals',
    unsigned: honestAssociate,
    intent: associate({ decimals: 6 }),
    field: 'decimals',
  },
  {
    name: 'the intent names another account as `to`',
    unsigned: honestAssociate,
    intent: associate({ to: MALLORY }),
    field: 'to',
  },
  {
    name: 'carries a memo the user did not approve',
    unsigned: () => unsignedAssociate(aspec({ memo: 'gotcha' })),
    intent: associate(),
    field: 'memo',
  },
];

const refusedField = (vector: Vector): string => {
  try {
    sign(vector.unsigned(), vector.intent);
  } catch (e) {
    expect((e as { code?: string }).code).toBe('INTENT_MISMATCH');
    return (e as Error).message;
  }
  return 'signed';
};

describe('Hedera token sends: the signer holds the body to the approved token, accounts and amount', () => {
  it('signs the honest token send; the signature covers the body', () => {
    const out = sign(honestSend(), send());
    const list = proto.TransactionList.decode(hex.decode(out.signed));
    const signed = proto.SignedTransaction.decode(list.transactionList[0]!.signedTransactionBytes!);
    const pair = signed.sigMap!.sigPair![0]!;
    expect(ed25519.verify(pair.ed25519!, signed.bodyBytes!, pair.pubKeyPrefix!)).toBe(true);
    expect(out.detail).toMatchObject({ family: 'hedera', from: ME, token: USDC });
  });
  it('signs the honest send whose credit the SDK lists before the debit', () => {
    const order = decodeHederaTransaction(creditFirstSend()).tokenLists[0]!.transfers.map(
      (t) => t.account.id,
    );
    expect(order).toEqual([LOW, ME]);
    expect(sign(creditFirstSend(), send({ to: LOW })).detail).toMatchObject({ family: 'hedera', from: ME });
  });
  it.each(SEND_REFUSALS)('refuses a send that $name', (v) => {
    expect(refusedField(v)).toBe(v.field);
  });
});

describe('Hedera token association: only the approved token, to the wallet’s own account', () => {
  it('signs the honest association', () => {
    const out = sign(honestAssociate(), associate());
    expect(out.detail).toMatchObject({ family: 'hedera', from: ME, token: USDC });
  });
  it.each(ASSOCIATE_REFUSALS)('refuses an association that $name', (v) => {
    expect(refusedField(v)).toBe(v.field);
  });
  it('refuses a body that is no association on its own, not only behind checkIntent’s operation check', () => {
    expect(() => checkAssociation(decodeHederaTransaction(honestSend()), associate())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'operation' }),
    );
  });
});
