// Spec §8's toasts for failed reads, as the user sees them: main's catalogue.syncFailed event
// is the toast 'Sync Failed / Something went wrong'; coin.overview's pendingError is the error
// toast titled 'Error' with the message, once per failure rather than at every refetch.
import '../testing/fakeDomInstalled';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { CallOutput } from '../../shared/contract';
import { useCoinOverview } from '../hooks/useCoinOverview';
import { mountScreen, newQueryClient, settle, stubMain } from '../testing/screenHarness';
import { AppEvents } from './AppEvents';
import { Toasts } from './Toasts';

const main = stubMain();
// stubMain's bridge sends no events: this one delivers what a test emits
const listeners: ((name: string, payload: unknown) => void)[] = [];
const bridge = (window as unknown as Record<string, { subscribe: unknown }>).walletBridge!;
bridge.subscribe = (l: (name: string, payload: unknown) => void) => {
  listeners.push(l);
  return () => listeners.splice(listeners.indexOf(l), 1);
};
const emit = (name: string, payload: unknown) => act(async () => listeners.forEach((l) => l(name, payload)));

main.answers['settings.get'] = () => ({ theme: 'light' });
// AppEvents applies the theme; the fake DOM has no media queries
(window as unknown as Record<string, unknown>).matchMedia ??= () => ({
  matches: false,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
});

const overview = (pendingError?: string): CallOutput<'coin.overview'> =>
  ({
    coinId: 'ethereum:native',
    chainName: 'ethereum',
    symbol: 'ETH',
    decimals: 18,
    receiveAddress: '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23',
    balance: '1',
    history: [],
    pending: [],
    canSend: true,
    coinSelection: false,
    ...(pendingError ? { pendingError } : {}),
  }) as unknown as CallOutput<'coin.overview'>;

function Coin() {
  const q = useCoinOverview('ethereum:native');
  return <p>balance {q.data?.balance}</p>;
}

describe("spec §8's toasts", () => {
  it("a failed catalogue sync: 'Sync Failed' with 'Something went wrong'", async () => {
    const m = await mountScreen(
      '/home',
      <>
        <AppEvents />
        <Toasts />
      </>,
      newQueryClient(),
    );
    expect(m.text()).not.toContain('Sync Failed');
    await emit('catalogue.syncFailed', {});
    expect(m.text()).toContain('Sync FailedSomething went wrong');
    await m.unmount();
  });

  it("pending transactions that could not be read: an error toast titled 'Error' with the message, once", async () => {
    let answer = overview('Could not read the pending transactions: disk I/O error');
    main.answers['coin.overview'] = () => answer;
    const client = newQueryClient();
    const m = await mountScreen(
      '/home/coin',
      <>
        <Coin />
        <Toasts />
      </>,
      client,
    );
    expect(m.text()).toContain('balance 1');
    expect(m.text()).toContain('ErrorCould not read the pending transactions: disk I/O error');
    // the same failure again on a refetch: still one toast
    await act(() => client.invalidateQueries());
    await settle();
    expect(m.text().split('Could not read the pending transactions').length - 1).toBe(1);
    await m.unmount();

    answer = overview();
    const clean = await mountScreen(
      '/home/coin',
      <>
        <Coin />
        <Toasts />
      </>,
      newQueryClient(),
    );
    expect(clean.text()).toContain('balance 1');
    expect(clean.text()).not.toContain('Error');
    await clean.unmount();
  });
});
