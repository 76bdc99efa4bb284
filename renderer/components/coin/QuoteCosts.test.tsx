import '../../testing/fakeDomInstalled';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuoteView } from '../../../shared/contract/transfers';
import { mountScreen, newQueryClient, type Mounted } from '../../testing/screenHarness';
import { QuoteSummary } from './QuoteSummary';

const BASE: QuoteView = {
  amount: '2.5',
  fee: '0.000005',
  total: '2.5',
  isMax: false,
  feeSymbol: 'SOL',
  feeOptions: [],
  costs: [],
};

let screen: Mounted;
afterEach(async () => {
  await screen.unmount();
});

const RENT = {
  kind: 'rent',
  label: 'Account rent',
  amount: '0.00203928',
  note: 'once, to open the recipient’s token account',
} as const;

describe('the cost rows a family adds to its quote', () => {
  it('shows rent apart from the fee, so the user sees it before it is spent', async () => {
    screen = await mountScreen(
      '/q',
      <QuoteSummary quote={{ ...BASE, costs: [RENT] }} symbol="VLT" />,
      newQueryClient(),
    );
    expect(screen.text()).toContain('Account rent0.00203928 SOL once, to open the recipient’s token account');
    expect(screen.text()).not.toContain('Fee limit');
  });

  it('shows the fee limit and what the account’s resources cover beside what is burnt', async () => {
    const quote: QuoteView = {
      ...BASE,
      fee: '13.5',
      feeSymbol: 'TRX',
      costs: [
        {
          kind: 'maxFee',
          label: 'Fee limit',
          amount: '1000.345',
          note: 'charged after the fact; only what is used is burnt',
        },
        {
          kind: 'usage',
          label: 'Resources',
          text: 'Bandwidth 345 of 345 bytes covered · Energy 0 of 64285 covered',
        },
      ],
    };
    screen = await mountScreen('/q', <QuoteSummary quote={quote} symbol="USDT" />, newQueryClient());
    expect(screen.text()).toContain(
      'Fee limitup to 1,000.345 TRX charged after the fact; only what is used is burnt',
    );
    expect(screen.text()).toContain(
      'ResourcesBandwidth 345 of 345 bytes covered · Energy 0 of 64285 covered',
    );
    expect(screen.text()).not.toContain('Account rent');
  });

  it("shows the family's own words on its fee limit (Aptos: gas units × gas price), not Tron's", async () => {
    const quote: QuoteView = {
      ...BASE,
      fee: '0.00000100',
      feeSymbol: 'APT',
      costs: [
        {
          kind: 'maxFee',
          label: 'Fee limit',
          amount: '0.002',
          note: '2000 gas units × 100 octas at most; only the gas used is charged',
        },
      ],
    };
    screen = await mountScreen('/q', <QuoteSummary quote={quote} symbol="APT" />, newQueryClient());
    expect(screen.text()).toContain(
      'Fee limitup to 0.002 APT 2000 gas units × 100 octas at most; only the gas used is charged',
    );
    expect(screen.text()).not.toContain('burnt');
  });

  it('shows a row with no note as its label and amount alone', async () => {
    const deposit = { kind: 'deposit', label: 'Deposit', amount: '0.0001' } as const;
    screen = await mountScreen(
      '/q',
      <QuoteSummary quote={{ ...BASE, feeSymbol: 'FIL', costs: [deposit] }} symbol="FIL" />,
      newQueryClient(),
    );
    expect(screen.text()).toContain('Deposit0.0001 FIL');
    expect(screen.text()).not.toContain('up to');
  });
});
