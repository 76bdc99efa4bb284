import { describe, expect, it, vi } from 'vitest';
import { startMessagingSwitch } from './messagingSwitch';

function setup(on: boolean) {
  const state = { on, wallet: 'w1' as string | null, proxy: '' };
  let listener: (name: string, payload: unknown) => void = () => undefined;
  const messaging = {
    start: vi.fn(() => Promise.resolve({ state: 'ready' as const })),
    stopAll: vi.fn(() => Promise.resolve()),
  };
  startMessagingSwitch({
    subscribe: (l) => (listener = l),
    isOn: () => state.on,
    currentWalletId: () => state.wallet,
    messaging,
    log: () => undefined,
    proxy: () => state.proxy,
  });
  return { state, messaging, emit: (name: string, payload: unknown = {}) => listener(name, payload) };
}

describe('Settings → Messaging drives the client', () => {
  it('turning it on starts the current wallet, turning it off stops every client', () => {
    const { state, messaging, emit } = setup(false);
    state.on = true;
    emit('settings.changed');
    expect(messaging.start).toHaveBeenCalledWith('w1');
    state.on = false;
    emit('settings.changed');
    expect(messaging.stopAll).toHaveBeenCalledTimes(1);
  });

  it('another setting changing neither starts nor stops it (a declined review is not asked again)', () => {
    const { messaging, emit } = setup(true);
    emit('settings.changed');
    expect(messaging.start).not.toHaveBeenCalled();
    expect(messaging.stopAll).not.toHaveBeenCalled();
  });

  it('while on it starts again after unlock, and for a wallet switched to, not on every wallet change', () => {
    const { state, messaging, emit } = setup(true);
    emit('lock.changed', { locked: true });
    expect(messaging.start).not.toHaveBeenCalled();
    emit('lock.changed', { locked: false });
    expect(messaging.start).toHaveBeenLastCalledWith('w1');
    emit('wallets.changed');
    expect(messaging.start).toHaveBeenCalledTimes(1);
    state.wallet = 'w2';
    emit('wallets.changed');
    expect(messaging.start).toHaveBeenLastCalledWith('w2');
  });

  it('while off, unlocking starts nothing; locked (no wallet), turning on starts nothing', () => {
    const { state, messaging, emit } = setup(false);
    emit('lock.changed', { locked: false });
    state.wallet = null;
    state.on = true;
    emit('settings.changed');
    expect(messaging.start).not.toHaveBeenCalled();
  });

  it('a new proxy restarts a running client on the new route; off, it starts nothing', async () => {
    const { state, messaging, emit } = setup(true);
    state.proxy = 'socks5h://127.0.0.1:9050';
    emit('settings.changed');
    expect(messaging.stopAll).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(messaging.start).toHaveBeenCalledWith('w1'));
    state.proxy = '';
    state.on = false;
    emit('settings.changed');
    // turning messaging off in the same change stops it, and starts nothing
    expect(messaging.stopAll).toHaveBeenCalledTimes(2);
    await new Promise((r) => setTimeout(r, 10));
    expect(messaging.start).toHaveBeenCalledTimes(1);
  });
});
