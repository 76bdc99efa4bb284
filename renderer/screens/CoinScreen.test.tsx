import '../testing/fakeDomInstalled';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallOutput } from '../../shared/contract';
import { mountScreen, newQueryClient, stubMain, type Mounted } from '../testing/screenHarness';
import { CoinScreen } from './CoinScreen';

const COIN = 'solana:native';
const PATH = `/home/coin/${encodeURIComponent(COIN)}`;

const overview = (staking: boolean): CallOutput<'coin.overview'> => ({
  coinId: COIN,
  chainName: 'solana',
  symbol: 'SOL',
  decimals: 9,
  capabilities: {
    sharedAddressSet: false,
    addressTypes: false,
    customTokens: true,
    memo: 'none',
    staking,
    coinSelection: false,
    watchByAccountKey: false,
  },
  receiveAddress: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
  balance: '10',
  history: [],
  pending: [{ hash: 'sig-stake-1', date: 1, kind: 'stake', status: 'Pending', canReplace: false }],
  canSend: true,
  coinSelection: false,
});

const main = stubMain();
let client: QueryClient;
let screen: Mounted;
beforeEach(() => {
  client = newQueryClient();
  main.calls.length = 0;
});
afterEach(async () => {
  await screen.unmount();
  client.clear();
});

const stakeLink = () =>
  screen.container.descendants().find((e) => e.localName === 'a' && e.textContent.trim() === 'Stake');

describe('CoinScreen', () => {
  it('offers Stake, to the staking page, when the coin can be staked; lists a pending stake as one', async () => {
    main.answers = { 'coin.overview': () => overview(true) };
    screen = await mountScreen(PATH, <CoinScreen />, client, '/home/coin/:coinId');
    expect(stakeLink()?.getAttribute('href')).toBe(`${PATH}/staking`);
    const row = screen.container
      .descendants()
      .find((e) => e.localName === 'li' && e.textContent.includes('sig-stake-1'));
    expect(row?.textContent).toContain('stake');
  });

  it('has no Stake button when the family offers no staking', async () => {
    main.answers = { 'coin.overview': () => overview(false) };
    screen = await mountScreen(PATH, <CoinScreen />, client, '/home/coin/:coinId');
    expect(screen.text()).toContain('10 SOL');
    expect(stakeLink()).toBeUndefined();
  });

  it("shows each entry's fee and description, and a quiet note for unread entries and a missing key", async () => {
    main.answers = {
      'coin.overview': () => ({
        ...overview(false),
        pending: [],
        history: [
          {
            hash: 'sig-history-1',
            link: 'sig-history-1...',
            url: '',
            amount: '-1.5',
            status: 'success',
            date: 1_700_000_000_000,
            from: 'me',
            to: 'them',
            direction: 'out',
            fee: '0.000005 SOL',
            description: 'Swap to 0.5 BTC.BTC',
          },
        ],
        historySkipped: 2,
        historyNotice: 'History needs a Subscan API key (Settings → API keys).',
      }),
    };
    screen = await mountScreen(PATH, <CoinScreen />, client, '/home/coin/:coinId');
    const text = screen.text();
    expect(text).toContain('Fee 0.000005 SOL');
    expect(text).toContain('Swap to 0.5 BTC.BTC');
    expect(text).toContain('2 entries could not be read');
    expect(text).toContain('History needs a Subscan API key');
  });
});
