import { describe, expect, it } from 'vitest';
import type { SignerClient } from '../../signer/client';
import type { CoinRefs } from '../transfers/coinRefs';
import type { TxView } from '../../../shared/contract/transfers';
import type { Cache } from '../../cache';
import { AddressBook } from './addressBook';
import { RecipientGuard } from './recipientGuard';
import { markSuspicious } from './historyHygiene';

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB_ALIKE = `0x${BOB.slice(2, 5)}${'a'.repeat(33)}${BOB.slice(-4)}`.toLowerCase();
const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

function memoryCache(): () => Cache {
  const m = new Map<string, unknown>();
  const appState = { get: (k: string) => m.get(k), set: (k: string, v: unknown) => void m.set(k, v) };
  return () => ({ appState }) as unknown as Cache;
}

const wallet = { id: '1', coins: [] };
const coin = { id: 'ethereum', chainName: 'ethereum', decimals: 18, symbol: 'ETH' };
const refs = { coinOf: () => ({ wallet, coin }) } as unknown as CoinRefs;
const signerSaying = (answer: { firstSend: boolean; lookalikeOf?: { address: string; date: number } }) =>
  ({ call: async () => answer }) as unknown as SignerClient;

describe('RecipientGuard.check', () => {
  it("the signer's look-alike stands even when main's address book holds the look-alike as a contact", async () => {
    const book = new AddressBook(memoryCache(), () => 'mainnet');
    // main's data claims the address is known and trusted
    book.save({ chainName: 'ethereum', name: 'Bob', address: BOB_ALIKE });
    const guard = new RecipientGuard(
      signerSaying({ firstSend: true, lookalikeOf: { address: BOB, date: 1_700_000_000_000 } }),
      refs,
      book,
    );
    const r = await guard.check('ethereum', BOB_ALIKE);
    expect(r.warnings).toContainEqual({ kind: 'lookalike', address: BOB, date: 1_700_000_000_000 });
  });

  it('first send unless the journal or the address book knows it; look-alike of a contact; token contract', async () => {
    const book = new AddressBook(memoryCache(), () => 'mainnet');
    const guard = new RecipientGuard(signerSaying({ firstSend: true }), refs, book);
    expect((await guard.check('ethereum', BOB)).warnings).toEqual([{ kind: 'firstSend' }]);
    book.save({ chainName: 'ethereum', name: 'Bob', address: BOB });
    expect(await guard.check('ethereum', BOB)).toEqual({ warnings: [], contactName: 'Bob' });
    expect((await guard.check('ethereum', BOB_ALIKE)).warnings).toEqual([
      { kind: 'firstSend' },
      { kind: 'lookalike', address: BOB, contactName: 'Bob' },
    ]);
    expect((await guard.check('ethereum', USDT)).warnings).toContainEqual({
      kind: 'tokenContract',
      symbol: 'USDT',
    });
    const known = new RecipientGuard(signerSaying({ firstSend: false }), refs, book);
    expect((await known.check('ethereum', ME)).warnings).toEqual([]);
  });
});

describe('AddressBook', () => {
  it("checks addresses with the chain's rules and round-trips CSV", () => {
    const book = new AddressBook(memoryCache(), () => 'mainnet');
    expect(() => book.save({ chainName: 'ethereum', name: 'x', address: '0x1234' })).toThrow();
    book.save({ chainName: 'ethereum', name: 'Bob, the "builder"', address: BOB });
    const csv = book.exportCsv();
    const other = new AddressBook(memoryCache(), () => 'mainnet');
    const r = other.importCsv(`${csv}=cmd,ethereum,${ME}\nbad,ethereum,0xnope\n`);
    expect(r).toEqual({ added: 2, unchanged: 0, rejected: [{ line: 4, reason: expect.any(String) }] });
    expect(other.list().map((c) => c.name)).toEqual(['=cmd', 'Bob, the "builder"']);
    expect(other.importCsv(csv)).toMatchObject({ added: 0, unchanged: 1 });
    expect(book.exportCsv()).toContain('"Bob, the ""builder"""');
  });
});

describe('markSuspicious', () => {
  const view = (over: Partial<TxView>): TxView => ({
    hash: 'h',
    link: 'h...',
    url: '',
    amount: '1',
    status: 'success',
    date: 1,
    from: BOB,
    to: ME,
    direction: 'in',
    ...over,
  });
  const ctx = (token: boolean, signerAlike = false) => ({
    decimals: 18,
    token,
    own: [ME],
    counterparties: [],
    signerLookalike: async () => signerAlike,
  });

  it('labels zero and dust from a look-alike of an address paid on the page, not real payments', async () => {
    const out = await markSuspicious(
      [
        view({ direction: 'out', from: ME, to: BOB, amount: '-1' }),
        view({ from: BOB_ALIKE, amount: '0' }),
        view({ from: BOB_ALIKE, amount: '0.00001' }),
        view({ from: BOB_ALIKE, amount: '0.5' }),
        view({ from: BOB, amount: '0' }),
      ],
      ctx(false),
    );
    expect(out.map((v) => v.suspicious)).toEqual([undefined, 'poisoning', 'poisoning', undefined, undefined]);
  });

  it("asks the signer's journal about a tiny transfer's sender; hides zero-value token transfers nobody asked for", async () => {
    expect(
      (await markSuspicious([view({ from: BOB_ALIKE, amount: '0' })], ctx(false, true)))[0]!.suspicious,
    ).toBe('poisoning');
    expect((await markSuspicious([view({ amount: '0' })], ctx(true)))[0]!.suspicious).toBe('unsolicited');
    expect((await markSuspicious([view({ amount: '0' })], ctx(false)))[0]!.suspicious).toBeUndefined();
  });
});
