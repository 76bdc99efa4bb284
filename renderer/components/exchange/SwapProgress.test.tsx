import '../../testing/fakeDomInstalled';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallOutput } from '../../../shared/contract';
import type { ExchangeProviderQuote } from '../../../shared/contract/exchange';
import { mountScreen, newQueryClient, stubMain, type Mounted } from '../../testing/screenHarness';
import { SwapProgress } from './SwapProgress';

const DEPOSIT = 'ab'.repeat(32);
const WALLET_THOR = 'thor1g98cy3n9mmjrpn0sxmn63lztelera37nrytwp2';
const QUOTE: ExchangeProviderQuote = {
  quoteId: 'q1',
  provider: 'thorchain',
  displayName: 'THORChain',
  fromSymbol: 'LTC',
  toSymbol: 'RUNE',
  amountIn: '0.1',
  expectedOut: '12.3',
  minOut: '11.9',
  fees: [],
  networkFee: '0.0001',
  networkFeeSymbol: 'LTC',
  minAmountIn: '0.01',
  expiry: 2_000_000_000,
  totalSeconds: 600,
  depositAddress: 'rltc1qvault',
  memo: `=:THOR.RUNE:${WALLET_THOR}:1190000000`,
  memoWords: 'Swap to RUNE',
  steps: [],
  destination: WALLET_THOR,
};

const main = stubMain();
let client: QueryClient;
let screen: Mounted;
const answer = (out: CallOutput<'exchange.status'>) => {
  main.answers['exchange.status'] = () => out;
};
const mount = async () => {
  screen = await mountScreen(
    '/exchange',
    <SwapProgress hash={DEPOSIT} fromChainName="litecoin" quote={QUOTE} onDone={() => undefined} />,
    client,
  );
};
const payout = () => screen.container.descendants().find((e) => e.getAttribute('data-testid') === 'payout')!;
const buttons = () =>
  payout()
    .descendants()
    .filter((e) => e.localName === 'button');

beforeEach(() => {
  client = newQueryClient();
  main.calls.length = 0;
  main.answers = {};
});
afterEach(async () => {
  await screen.unmount();
  client.clear();
});

describe('Swap progress payout line', () => {
  it('says a RUNE payout happened inside THORChain, with no link (there is no transaction)', async () => {
    answer({
      stage: 'completed',
      outChainName: 'thorchain',
      outNative: true,
      outAmount: '12.31',
      outSymbol: 'RUNE',
    });
    await mount();
    expect(payout().textContent).toContain(
      "Paid out on THORChain (inside THORChain's block, no separate transaction): 12.31 RUNE to " +
        WALLET_THOR,
    );
    expect(buttons()).toEqual([]);
    expect(screen.text()).toContain('Swap completed');
  });

  it('links a payout that is a transaction of its own', async () => {
    const out = 'cd'.repeat(32);
    answer({
      stage: 'completed',
      outHash: out,
      outChainName: 'litecoin',
      outAmount: '0.5',
      outSymbol: 'LTC',
    });
    await mount();
    expect(payout().textContent).toContain(`Paid out: 0.5 LTC to ${WALLET_THOR}, transaction ${out}`);
    expect(buttons().map((b) => b.textContent)).toEqual([out]);
  });

  it('says nothing is paid while the swap is under way', async () => {
    answer({ stage: 'observed' });
    await mount();
    expect(payout().textContent).not.toContain('Paid out');
    expect(screen.text()).toContain('Swap in progress');
  });
});
