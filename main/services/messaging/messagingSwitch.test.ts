import { describe, expect, it, vi } from 'vitest';
import { startMessagingSwitch } from './messagingSwitch';

function setup(on: boolean) {
  const state = { on, wallet: 'w1' as string | null };
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
});
