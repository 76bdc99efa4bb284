import { describe, expect, it } from 'vitest';
import { applyPaymentLink } from './paymentLinkDraft';
import { EMPTY_DRAFT } from './sendForm';

const btc = { chainName: 'bitcoin', symbol: 'BTC', decimals: 8 };

describe('applyPaymentLink', () => {
  it('fills recipient and amount in the coin unit, leaving send-all off', () => {
    const r = applyPaymentLink(
      { ...EMPTY_DRAFT, amountUnit: 'fiat', sendAll: true, amount: '5' },
      'bitcoin:175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W?amount=20.3&label=Luke-Jr',
      btc,
    );
    expect(r.draft).toMatchObject({
      to: '175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W',
      amount: '20.3',
      amountUnit: 'coin',
      sendAll: false,
    });
    expect(r.note).toEqual({
      kind: 'filled',
      text: 'Filled from a payment link (“Luke-Jr”). Check the recipient and amount before you review.',
    });
  });
  it('a link without an amount keeps what was typed', () => {
    const r = applyPaymentLink({ ...EMPTY_DRAFT, amount: '0.1' }, 'bitcoin:1abc', btc);
    expect(r.draft).toMatchObject({ to: '1abc', amount: '0.1' });
  });
  it('a link for another chain or a broken link empties the field and says why', () => {
    const r = applyPaymentLink({ ...EMPTY_DRAFT, amount: '1' }, 'litecoin:ltc1q?amount=1', btc);
    expect(r.draft).toMatchObject({ to: '', amount: '1' });
    expect(r.note).toEqual({
      kind: 'refused',
      text: 'This payment link is for Litecoin, not Bitcoin. Open the Litecoin coin to pay it.',
    });
    expect(applyPaymentLink(EMPTY_DRAFT, 'bitcoin:1abc?req-pop=1', btc).note.kind).toBe('refused');
  });
});
