import '../../testing/fakeDomInstalled';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountScreen, newQueryClient, stubMain, type Mounted } from '../../testing/screenHarness';
import { TrustlineOffer } from './TrustlineOffer';

const main = stubMain();
let client: QueryClient;
let screen: Mounted;
const quote = (over: Record<string, unknown>) => () => ({
  supported: true,
  exists: false,
  authorized: false,
  balance: '0',
  symbol: 'USDC',
  possible: true,
  fee: '0.41666667',
  feeSymbol: 'HBAR',
  ...over,
});
beforeEach(() => {
  client = newQueryClient();
  main.calls.length = 0;
});
afterEach(async () => {
  await screen.unmount();
  client.clear();
});

describe('TrustlineOffer', () => {
  it('offers a token association (no reserve) with its fee, in its own words', async () => {
    main.answers = { 'tokens.trustQuote': quote({ reserve: '0' }) };
    screen = await mountScreen('/home', <TrustlineOffer coinId="hedera:0.0.5" action="trust" />, client);
    expect(screen.text()).toContain(
      'USDC must be associated with this account before it can receive it. The association costs a fee of 0.41666667 HBAR; nothing is held in reserve.',
    );
    expect(screen.text()).toContain('Associate USDC');
    expect(screen.text()).not.toContain('trustline');
  });

  it('offers a trustline with the reserve it locks', async () => {
    main.answers = { 'tokens.trustQuote': quote({ reserve: '0.2', fee: '0.000012', feeSymbol: 'XRP' }) };
    screen = await mountScreen('/home', <TrustlineOffer coinId="ripple:usd" action="trust" />, client);
    expect(screen.text()).toContain(
      'USDC needs a trustline before this account can receive it. It locks 0.2 XRP',
    );
    expect(screen.text()).toContain('Open USDC trustline');
  });
});
