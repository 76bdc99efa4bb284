// History items from account_tx entries (API v2 shape, as the fixture rippled and xrpl.org
// document them): direction by the account, SUCCESS or FAIL by the result code, and what a
// payment delivered rather than what it asked for.
import { describe, expect, it } from 'vitest';
import { AccountTxSchema } from '../network/wire';
import type { Http } from '../../../net/http';
import { historyItem, listHistory, stateOf } from './listHistory';

const ME = 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3';
const BOB = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

const entry = (over: { tx?: object; meta?: object } = {}) =>
  AccountTxSchema.parse({
    transactions: [
      {
        hash: 'ab'.repeat(32),
        ledger_index: 7,
        close_time_iso: '2026-01-02T03:04:05Z',
        validated: true,
        meta: { TransactionResult: 'tesSUCCESS', delivered_amount: '2500000', ...over.meta },
        tx_json: {
          TransactionType: 'Payment',
          Account: BOB,
          Destination: ME,
          DeliverMax: '2500000',
          Fee: '12',
          DestinationTag: 9,
          ...over.tx,
        },
      },
    ],
  }).transactions[0]!;

describe('XRP history items', () => {
  it('spec §4: SUCCESS only for tesSUCCESS, FAIL for every other result code', () => {
    expect(stateOf('tesSUCCESS')).toBe('success');
    for (const code of ['tecUNFUNDED_PAYMENT', 'tecNO_DST_INSUF_XRP', 'tecDST_TAG_NEEDED', 'tecPATH_DRY'])
      expect(stateOf(code)).toBe('failed');
  });

  it('in: positive, dated by the ledger close, hash upper-case', () => {
    expect(historyItem(entry(), ME)).toEqual({
      hash: 'AB'.repeat(32),
      amount: '2500000',
      status: 'success',
      date: Date.parse('2026-01-02T03:04:05Z'),
      from: BOB,
      to: ME,
      // the tag it carried; the fee was the sender's, not the wallet's
      memo: { kind: 'tag', value: '9' },
    });
  });

  it('out: negative; a failed one shows what it tried to send', () => {
    const out = entry({
      tx: { Account: ME, Destination: BOB },
      meta: { TransactionResult: 'tecUNFUNDED_PAYMENT', delivered_amount: undefined },
    });
    expect(historyItem(out, ME)).toMatchObject({ amount: '-2500000', status: 'failed', fee: '12' });
  });

  it('a partial payment counts what arrived (delivered_amount), not its Amount', () => {
    const partial = entry({ tx: { DeliverMax: '1000000000000' }, meta: { delivered_amount: '1' } });
    expect(historyItem(partial, ME).amount).toBe('1');
  });

  it('an issued-currency payment or another transaction type moves no XRP', () => {
    const iou = entry({ tx: { DeliverMax: { currency: 'USD', issuer: BOB, value: '5' } } });
    expect(historyItem(iou, ME).amount).toBe('0');
    const set = entry({ tx: { TransactionType: 'AccountSet', Account: ME, Destination: undefined } });
    expect(historyItem(set, ME)).toMatchObject({ amount: '0', to: '' });
  });

  it('API v1’s Amount and a ledger date without close_time_iso read the same', () => {
    const v1 = entry({ tx: { DeliverMax: undefined, Amount: '2500000', date: 820_000_000 } });
    expect(historyItem({ ...v1, close_time_iso: undefined }, ME)).toMatchObject({
      amount: '2500000',
      date: (820_000_000 + 946_684_800) * 1000,
    });
  });
});

describe('XRP history page', () => {
  const raw = (hash: string, tx: object = {}) => ({
    hash,
    ledger_index: 7,
    close_time_iso: '2026-01-02T03:04:05Z',
    validated: true,
    meta: { TransactionResult: 'tesSUCCESS', delivered_amount: '1000' },
    tx_json: {
      TransactionType: 'Payment',
      Account: BOB,
      Destination: ME,
      DeliverMax: '1000',
      Fee: '12',
      ...tx,
    },
  });
  const ctxAnswering = (transactions: unknown[]) => {
    const http = {
      json: async () => ({ result: { status: 'success', transactions } }),
      request: async () => '',
    } as unknown as Http;
    return { http, config: { rpcUrls: ['http://127.0.0.1:1'] }, now: () => 0 };
  };

  it('one malformed entry is skipped and counted; the rest of the page is shown', async () => {
    const page = await listHistory(
      ctxAnswering([
        raw('aa'.repeat(32)),
        // no Fee, a hash that is not one: not an account_tx entry
        { ...raw('not a hash'), tx_json: { TransactionType: 'Payment', Account: BOB } },
        raw('bb'.repeat(32), { Account: ME, Destination: BOB }),
      ]),
      ME,
    );
    expect(page.skipped).toBe(1);
    expect(page.items.map((i) => [i.hash, i.amount, i.fee])).toEqual([
      ['AA'.repeat(32), '1000', undefined],
      ['BB'.repeat(32), '-1000', '12'],
    ]);
  });
});
