// The attacks each Hedera signer check stops, as data: a hostile builder (main, or a server it
// believed) writes the TransactionBody and the intent, and the real signer entry `signTransfer`
// must refuse with INTENT_MISMATCH naming the field. Bodies are built by @hashgraph/sdk
// (test/hedera/unsignedTransfer) and each vector differs from an honest one in one thing.
import { AccountDeleteTransaction, AccountId, Timestamp, TransactionId } from '@hashgraph/sdk';
import { hex } from '@scure/base';
import Long from 'long';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import {
  editBody,
  editList,
  editSigned,
  unsignedTransfer,
  type TransferSpec,
} from '../../../test/hedera/unsignedTransfer';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer } from '../signing';
import { MAX_VALID_DURATION_S, VALID_START_FUTURE_MS, VALID_START_PAST_MS } from './checkIntent';
import { hederaSigner } from './derive';
import { makeHederaSigner, signHedera } from './transferSigner';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(PHRASE);
const PATH = "m/44'/3030'/0'/0'/0'";
const ME_KEY = hederaSigner.deriveFromSeed(seed, PATH).address;
const OTHER_KEY = hederaSigner.deriveFromSeed(seed, "m/44'/3030'/0'/0'/1'").address;
const ME = '0.0.1001';
const BOB = '0.0.1002';
const MALLORY = '0.0.6666';
const A = 250_000_000n;
const keys = phraseKeys(seed);
type HederaIntent = SignIntentOf<'hedera'>;

const intent = (over: Partial<HederaIntent> = {}): HederaIntent => ({
  family: 'hedera',
  kind: 'transfer',
  chainName: 'hedera',
  from: ME_KEY,
  accountId: ME,
  nodeAccountId: '0.0.3',
  to: BOB,
  amount: A.toString(),
  feeCap: '1750000',
  memo: { kind: 'text', value: 'invoice 7' },
  ...over,
});
const spec = (over: Partial<TransferSpec> = {}): TransferSpec => ({
  payer: ME,
  memo: 'invoice 7',
  maxFee: 1_750_000n,
  transfers: [
    { account: ME, amount: -A },
    { account: BOB, amount: A },
  ],
  ...over,
});
const honest = () => unsignedTransfer(spec());
const move = (...t: [string, bigint][]) =>
  spec({ transfers: t.map(([account, amount]) => ({ account, amount })) });

const sign = (unsigned: string, approved: HederaIntent = intent(), activePath: string | undefined = PATH) =>
  signTransfer({
    chainName: 'hedera',
    network: 'mainnet',
    unsigned,
    intent: approved,
    ...(activePath !== undefined ? { activePath } : {}),
    keys,
    replacing: null,
    history: () => [],
  });

interface RefusalVector {
  name: string;
  unsigned: () => string;
  intent?: HederaIntent;
  field: string;
}

const HEDERA_REFUSALS: readonly RefusalVector[] = [
  {
    name: 'pays another recipient',
    unsigned: () => unsignedTransfer(move([ME, -A], [MALLORY, A])),
    field: 'to',
  },
  {
    name: 'debits more than approved (and credits it)',
    unsigned: () => unsignedTransfer(move([ME, -A - 1n], [BOB, A + 1n])),
    field: 'debit',
  },
  {
    name: 'credits the recipient another amount',
    unsigned: () => unsignedTransfer(move([ME, -A], [BOB, A + 1n])),
    field: 'amount',
  },
  { name: 'approves a zero amount', unsigned: honest, intent: intent({ amount: '0' }), field: 'amount' },
  {
    name: 'debits another account the key also signs for',
    unsigned: () => unsignedTransfer(move([MALLORY, -A], [BOB, A])),
    field: 'debit',
  },
  {
    name: 'adds a third movement to another account',
    unsigned: () => unsignedTransfer(move([ME, -A - 5n], [BOB, A], [MALLORY, 5n])),
    field: 'transfers',
  },
  { name: 'moves nothing to anyone', unsigned: () => unsignedTransfer(move([ME, -A])), field: 'transfers' },
  {
    name: 'spends through an allowance (approved transfer)',
    unsigned: () =>
      unsignedTransfer(
        spec({
          transfers: [
            { account: ME, amount: -A, approved: true },
            { account: BOB, amount: A },
          ],
        }),
      ),
    field: 'isApproval',
  },
  {
    name: 'pays an alias instead of an account id',
    unsigned: () =>
      editBody(honest(), (b) => {
        const credit = b.cryptoTransfer!.transfers!.accountAmounts!.find((t) => Number(t.amount) > 0)!;
        credit.accountID = {
          shardNum: Long.fromNumber(0),
          realmNum: Long.fromNumber(0),
          alias: hex.decode('1220' + '11'.repeat(32)),
        };
      }),
    field: 'alias',
  },
  {
    name: 'runs an allowance hook of the account',
    unsigned: () =>
      editBody(honest(), (b) => {
        b.cryptoTransfer!.transfers!.accountAmounts![0]!.preTxAllowanceHook = { hookId: Long.fromNumber(1) };
      }),
    field: 'hook',
  },
  {
    name: 'moves a token as well',
    unsigned: () =>
      editBody(honest(), (b) => {
        b.cryptoTransfer!.tokenTransfers = [
          {
            token: {
              shardNum: Long.fromNumber(0),
              realmNum: Long.fromNumber(0),
              tokenNum: Long.fromNumber(5005),
            },
            transfers: [
              { accountID: { accountNum: Long.fromNumber(1001) }, amount: Long.fromNumber(-1) },
              { accountID: { accountNum: Long.fromNumber(6666) }, amount: Long.fromNumber(1) },
            ],
          },
        ];
      }),
    field: 'tokenTransfers',
  },
  {
    name: 'is paid by another account',
    unsigned: () => unsignedTransfer(spec({ payer: MALLORY })),
    field: 'payer',
  },
  {
    name: 'is an inner (scheduled) transaction',
    unsigned: () =>
      editBody(honest(), (b) => {
        b.transactionID!.scheduled = true;
      }),
    field: 'transactionID',
  },
  {
    name: 'goes to another node',
    unsigned: () => unsignedTransfer(spec({ node: '0.0.4' })),
    field: 'nodeAccountID',
  },
  {
    name: 'names no node',
    unsigned: () =>
      editBody(honest(), (b) => {
        b.nodeAccountID = null;
      }),
    field: 'nodeAccountID',
  },
  {
    name: 'starts long ago (a stale or replayed build)',
    unsigned: () => unsignedTransfer(spec({ validStart: Date.now() - VALID_START_PAST_MS - 10_000 })),
    field: 'validStart',
  },
  {
    name: 'starts later (a send that becomes valid when the user no longer expects it)',
    unsigned: () => unsignedTransfer(spec({ validStart: Date.now() + VALID_START_FUTURE_MS + 10_000 })),
    field: 'validStart',
  },
  {
    name: 'stays valid longer than the network allows',
    unsigned: () =>
      editBody(honest(), (b) => {
        b.transactionValidDuration = { seconds: Long.fromNumber(Number(MAX_VALID_DURATION_S) + 1) };
      }),
    field: 'validDuration',
  },
  {
    name: 'lets the payer be charged more than the cap',
    unsigned: () => unsignedTransfer(spec({ maxFee: 1_750_001n })),
    field: 'feeCap',
  },
  {
    name: 'carries another memo',
    unsigned: () => unsignedTransfer(spec({ memo: 'invoice 8' })),
    field: 'memo',
  },
  {
    name: 'adds a memo the user did not write',
    unsigned: honest,
    intent: (() => {
      const { memo: _m, ...rest } = intent();
      return rest;
    })(),
    field: 'memo',
  },
  {
    name: 'comes with a tag memo Hedera does not have',
    unsigned: honest,
    intent: intent({ memo: { kind: 'tag', value: '7' } }),
    field: 'memo',
  },
  {
    name: 'carries a memo past HAPI’s 100 bytes',
    unsigned: () => editBody(honest(), (b) => void (b.memo = 'é'.repeat(51))),
    intent: intent({ memo: { kind: 'text', value: 'é'.repeat(51) } }),
    field: 'memo',
  },
  {
    name: 'is an account delete that sweeps the account to Mallory',
    unsigned: () =>
      hex.encode(
        new AccountDeleteTransaction()
          .setTransactionId(
            TransactionId.withValidStart(
              AccountId.fromString(ME),
              Timestamp.fromDate(new Date(Date.now() - 5000)),
            ),
          )
          .setNodeAccountIds([AccountId.fromString('0.0.3')])
          .setAccountId(ME)
          .setTransferAccountId(MALLORY)
          .freeze()
          .toBytes(),
      ),
    field: 'operation',
  },
  {
    name: 'is an inner transaction of someone’s atomic batch',
    unsigned: () =>
      editBody(honest(), (b) => {
        b.batchKey = { ed25519: new Uint8Array(32).fill(9) };
      }),
    field: 'batchKey',
  },
  {
    name: 'sets custom fee limits',
    unsigned: () =>
      editBody(honest(), (b) => {
        b.maxCustomFees = [
          { accountId: { accountNum: Long.fromNumber(1001) }, fees: [{ amount: Long.fromNumber(5) }] },
        ];
      }),
    field: 'maxCustomFees',
  },
  {
    name: 'names another key as the sender',
    unsigned: honest,
    intent: intent({ from: OTHER_KEY }),
    field: 'from',
  },
  {
    name: 'is approved as a stake, not a transfer',
    unsigned: honest,
    intent: intent({ kind: 'stake' as never }),
    field: 'kind',
  },
];

describe('hedera signer refusals (hostile builder)', () => {
  it.each(HEDERA_REFUSALS)('refuses: $name', ({ unsigned, intent: approved, field }) => {
    expect(() => sign(unsigned(), approved ?? intent())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: field }),
    );
  });

  it('the honest body the vectors are edits of is signed', () => {
    expect(sign(honest()).hash).toMatch(/^[0-9a-f]{96}$/);
  });

  const notOurs = (why: string) =>
    expect.objectContaining({
      code: 'BAD_INPUT',
      message: `Not a Hedera transaction the wallet builds: ${why}`,
    });

  it('refuses bytes it cannot read as one unsigned transaction, before any check', () => {
    expect(() => sign('0x12')).toThrow(notOurs('not hex'));
    expect(() => sign('ffff')).toThrow(notOurs('it does not decode'));
    expect(() => sign(editList(honest(), (l) => l.transactionList.push(l.transactionList[0]!)))).toThrow(
      notOurs('one transaction, for one node, is expected'),
    );
    expect(() =>
      sign(editList(honest(), (l) => void (l.transactionList[0]!.bodyBytes = new Uint8Array([1])))),
    ).toThrow(notOurs('deprecated transaction fields are set'));
    expect(() =>
      sign(editList(honest(), (l) => void (l.transactionList[0]!.signedTransactionBytes = new Uint8Array()))),
    ).toThrow(notOurs('no body'));
    expect(() =>
      sign(
        editSigned(honest(), (s) => {
          s.sigMap = { sigPair: [{ pubKeyPrefix: new Uint8Array([1]), ed25519: new Uint8Array(64) }] };
        }),
      ),
    ).toThrow(notOurs('it is already signed'));
    expect(() =>
      sign(editSigned(honest(), (s) => void (s.useSerializedTxMessageHashAlgorithm = true))),
    ).toThrow(notOurs('another signing scheme is asked for'));
    // field 999 (varint 1) appended to the body: protobuf readers skip it, a future node might not
    expect(() =>
      sign(
        editSigned(honest(), (s) => {
          s.bodyBytes = new Uint8Array([...s.bodyBytes!, 0xb8, 0x3e, 0x01]);
        }),
      ),
    ).toThrow(notOurs('the body carries fields the wallet does not know'));
    // the same fields, same length, another order: the memo (field 6) moved before the id (field 1)
    expect(() =>
      sign(
        editSigned(honest(), (s) => {
          const memo = hex.encode(new Uint8Array([0x32, 9, ...new TextEncoder().encode('invoice 7')]));
          const body = hex.encode(s.bodyBytes!);
          expect(body).toContain(memo);
          s.bodyBytes = hex.decode(memo + body.replace(memo, ''));
        }),
      ),
    ).toThrow(notOurs('the body carries fields the wallet does not know'));
    // a SignedTransaction without its (empty) signature map is unsigned all the same
    expect(sign(editSigned(honest(), (s) => void (s.sigMap = null))).hash).toMatch(/^[0-9a-f]{96}$/);
    expect(() => sign(editBody(honest(), (b) => void (b.transactionID = null)))).toThrow(
      notOurs('no transaction id'),
    );
  });

  it('signs only its own family’s intent, and only for a known sending key', () => {
    const direct = {
      chainName: 'hedera',
      network: 'mainnet',
      unsigned: honest(),
      keys,
      replacing: null,
      history: () => [],
    } as const;
    const evm = {
      family: 'evm',
      kind: 'transfer',
      chainName: 'hedera',
      from: ME_KEY,
      to: BOB,
      amount: '1',
      feeCap: '0',
    } as const;
    expect(() => signHedera({ ...direct, activePath: PATH, intent: evm })).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'family' }),
    );
    expect(() => signHedera({ ...direct, intent: intent() })).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' }),
    );
    // the empty path is an imported key's: a phrase wallet never signs at its seed's own key
    expect(() => signHedera({ ...direct, activePath: '', intent: intent() })).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' }),
    );
  });
});

// Each limit is a boundary: the last value inside is signed, the first outside refused. A clock
// held still lets the valid start sit exactly on the window's edges (to the millisecond).
describe('hedera signer limits (edges of each check)', () => {
  // 45 ms into a second: the valid start's nanos matter, and the id pads them to nine digits
  const NOW = Date.UTC(2026, 0, 1, 12) + 45;
  const atNow = makeHederaSigner(() => NOW);
  const signAt = (unsigned: string, approved: HederaIntent = intent()) =>
    atNow({
      chainName: 'hedera',
      network: 'mainnet',
      unsigned,
      intent: approved,
      activePath: PATH,
      keys,
      replacing: null,
      history: () => [],
    });
  const refusedAs = (field: string) => expect.objectContaining({ code: 'INTENT_MISMATCH', message: field });

  it('signs a valid start on either edge of the window and refuses one millisecond past it', () => {
    const earliest = signAt(unsignedTransfer(spec({ validStart: NOW - VALID_START_PAST_MS })));
    const startS = (NOW - VALID_START_PAST_MS - 45) / 1000;
    expect(earliest.detail).toMatchObject({ transactionId: `${ME}@${startS}.045000000`, node: '0.0.3' });
    expect(signAt(unsignedTransfer(spec({ validStart: NOW + VALID_START_FUTURE_MS }))).hash).toBeTruthy();
    expect(() => signAt(unsignedTransfer(spec({ validStart: NOW - VALID_START_PAST_MS - 1 })))).toThrow(
      refusedAs('validStart'),
    );
    expect(() => signAt(unsignedTransfer(spec({ validStart: NOW + VALID_START_FUTURE_MS + 1 })))).toThrow(
      refusedAs('validStart'),
    );
  });

  it('signs the longest valid duration and refuses none at all', () => {
    const longest = unsignedTransfer(spec({ validStart: NOW, validDurationS: Number(MAX_VALID_DURATION_S) }));
    expect(signAt(longest).hash).toBeTruthy();
    const none = editBody(unsignedTransfer(spec({ validStart: NOW })), (b) => {
      b.transactionValidDuration = { seconds: Long.fromNumber(0) };
    });
    expect(() => signAt(none)).toThrow(refusedAs('validDuration'));
  });

  it('signs a memo of exactly HAPI’s 100 bytes, and no memo when none was approved', () => {
    const full = 'é'.repeat(50);
    const withFull = editBody(unsignedTransfer(spec({ validStart: NOW })), (b) => void (b.memo = full));
    expect(signAt(withFull, intent({ memo: { kind: 'text', value: full } })).hash).toBeTruthy();
    const { memo: _m, ...noMemo } = intent();
    const out = signAt(unsignedTransfer(spec({ validStart: NOW, memo: '' })), noMemo);
    expect(out.detail).toMatchObject({ memo: '' });
  });
});

// What the decoder must refuse or read as absent, each in a body otherwise honest.
describe('hedera decoder (hostile bytes)', () => {
  const refusedAs = (field: string) => expect.objectContaining({ code: 'INTENT_MISMATCH', message: field });
  const notOurs = (why: string) =>
    expect.objectContaining({
      code: 'BAD_INPUT',
      message: `Not a Hedera transaction the wallet builds: ${why}`,
    });

  it('refuses text that is not whole hex bytes', () => {
    expect(() => sign(honest() + '0')).toThrow(notOurs('not hex'));
    expect(() => sign(honest() + 'zz')).toThrow(notOurs('not hex'));
    expect(() => sign('zz' + honest())).toThrow(notOurs('not hex'));
    expect(() => sign(honest().toUpperCase())).toThrow(notOurs('not hex'));
  });

  it('refuses each deprecated field of the transaction', () => {
    const deprecated = notOurs('deprecated transaction fields are set');
    expect(() => sign(editList(honest(), (l) => void (l.transactionList[0]!.body = { memo: 'x' })))).toThrow(
      deprecated,
    );
    expect(() =>
      sign(
        editList(
          honest(),
          (l) => void (l.transactionList[0]!.sigs = { sigs: [{ ed25519: new Uint8Array(64) }] }),
        ),
      ),
    ).toThrow(deprecated);
    expect(() =>
      sign(
        editList(
          honest(),
          (l) =>
            void (l.transactionList[0]!.sigMap = {
              sigPair: [{ pubKeyPrefix: new Uint8Array([1]), ed25519: new Uint8Array(64) }],
            }),
        ),
      ),
    ).toThrow(deprecated);
  });

  it('refuses a transaction id without a payer, and reads a missing valid start or duration as none', () => {
    expect(() => sign(editBody(honest(), (b) => void (b.transactionID!.accountID = null)))).toThrow(
      notOurs('no transaction id'),
    );
    expect(() =>
      sign(editBody(honest(), (b) => void (b.transactionID!.transactionValidStart = null))),
    ).toThrow(refusedAs('validStart'));
    expect(() => sign(editBody(honest(), (b) => void (b.transactionValidDuration = null)))).toThrow(
      refusedAs('validDuration'),
    );
  });

  it('refuses a child transaction (nonced id)', () => {
    expect(() => sign(editBody(honest(), (b) => void (b.transactionID!.nonce = 1)))).toThrow(
      refusedAs('transactionID'),
    );
  });

  it('refuses a transfer with no list of movements, an account-less movement and an after-hook', () => {
    expect(() => sign(editBody(honest(), (b) => void (b.cryptoTransfer!.transfers = null)))).toThrow(
      refusedAs('transfers'),
    );
    expect(() =>
      sign(
        editBody(honest(), (b) => {
          const debit = b.cryptoTransfer!.transfers!.accountAmounts!.find((t) => Number(t.amount) < 0)!;
          debit.accountID = null;
        }),
      ),
    ).toThrow(refusedAs('debit'));
    expect(() =>
      sign(
        editBody(honest(), (b) => {
          b.cryptoTransfer!.transfers!.accountAmounts![0]!.prePostTxAllowanceHook = {
            hookId: Long.fromNumber(1),
          };
        }),
      ),
    ).toThrow(refusedAs('hook'));
  });

  it('refuses a body that is no operation at all', () => {
    expect(() => sign(editBody(honest(), (b) => void (b.cryptoTransfer = null)))).toThrow(
      refusedAs('operation'),
    );
  });
});

// Attacks whose refusal names a field only the right check names: with that check gone, a later
// one would still refuse, but for the wrong reason.
describe('hedera signer refusals (which check refuses)', () => {
  const refusedAs = (field: string) => expect.objectContaining({ code: 'INTENT_MISMATCH', message: field });
  const setAmounts = (amounts: [string, bigint][]) =>
    editBody(honest(), (b) => {
      b.cryptoTransfer!.transfers!.accountAmounts = amounts.map(([account, amount]) => ({
        accountID: {
          shardNum: Long.fromNumber(0),
          realmNum: Long.fromNumber(0),
          accountNum: Long.fromString(account.split('.')[2]!),
        },
        amount: Long.fromString(amount.toString()),
      }));
    });

  it('refuses a payer named by an alias even when the intent names the same alias', () => {
    const alias = hex.decode('1220' + '11'.repeat(32));
    const unsigned = editBody(honest(), (b) => {
      b.transactionID!.accountID = { shardNum: Long.fromNumber(0), realmNum: Long.fromNumber(0), alias };
    });
    expect(() => sign(unsigned, intent({ accountId: `0.0.${hex.encode(alias)}` }))).toThrow(
      refusedAs('payer'),
    );
  });

  it('refuses a tag memo even on a body without a memo', () => {
    const bare = unsignedTransfer(spec({ memo: '' }));
    expect(() => sign(bare, intent({ memo: { kind: 'tag', value: '7' } }))).toThrow(refusedAs('memo'));
  });

  it('reads a zero movement as neither the debit nor the credit', () => {
    expect(() =>
      sign(
        setAmounts([
          [BOB, 0n],
          [ME, -A],
        ]),
      ),
    ).toThrow(refusedAs('to'));
    expect(() =>
      sign(
        setAmounts([
          [ME, -A],
          [BOB, 0n],
        ]),
      ),
    ).toThrow(refusedAs('to'));
  });
});

describe('Hedera decoder: a body with no transfer list', () => {
  it('reads no movements at all (not one of nobody), and the signer names the missing debit', async () => {
    const { decodeHederaTransaction } = await import('./decodeTransaction');
    const bare = editBody(honest(), (b) => {
      b.cryptoTransfer = { transfers: null };
    });
    expect(decodeHederaTransaction(bare).transfers).toEqual([]);
    expect(() => sign(bare)).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH' }));
  });
});
