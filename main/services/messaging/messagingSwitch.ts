import type { MessagingService } from './messagingService';

type EventListener = (name: string, payload: unknown) => void;

export interface MessagingSwitchDeps {
  subscribe: (listener: EventListener) => unknown;
  /** Settings → Messaging (`chatsOptions`) */
  isOn: () => boolean;
  /** the current wallet's id while unlocked, else null */
  currentWalletId: () => string | null;
  messaging: Pick<MessagingService, 'start' | 'stopAll'>;
  log: (line: string) => void;
  /** the proxy main's connections use now ('' for none: outbound.ts) */
  proxy: () => string;
}

/**
 * Settings → Messaging drives the client: turning it on starts the current wallet's client (a
 * new inbox stops at the identity review), turning it off stops every client. While on, it
 * starts again after each unlock (the client is rebuilt from its database, no new signature) and
 * for a wallet the user switches to. A failed start shows in `messaging.status`, not here.
 * A new proxy (or none) restarts a running client: its connections were opened on the old route
 * (direct, or the forwarder of the old proxy), and would otherwise stay there.
 */
export function startMessagingSwitch(deps: MessagingSwitchDeps): void {
  let wasOn = deps.isOn();
  let started: string | null = null;
  let routedVia = deps.proxy();
  const startCurrent = () => {
    const walletId = deps.currentWalletId();
    if (!walletId || !deps.isOn()) return;
    started = walletId;
    deps.messaging.start(walletId).catch((e: unknown) => deps.log(`messaging start: ${String(e)}`));
  };
  deps.subscribe((name, payload) => {
    if (name === 'settings.changed') {
      const on = deps.isOn();
      if (deps.proxy() !== routedVia) {
        routedVia = deps.proxy();
        if (on && wasOn) {
          deps.messaging
            .stopAll()
            .then(startCurrent)
            .catch((e: unknown) => deps.log(`messaging restart: ${String(e)}`));
          return;
        }
      }
      // only a change of this one setting acts: a declined review is not asked again by another
      if (on === wasOn) return;
      wasOn = on;
      if (on) startCurrent();
      else deps.messaging.stopAll().catch((e: unknown) => deps.log(`messaging stop: ${String(e)}`));
    } else if (name === 'lock.changed' && !(payload as { locked: boolean }).locked) startCurrent();
    // wallets change often (a rename, a coin): only a switch to another wallet starts one
    else if (name === 'wallets.changed' && deps.currentWalletId() !== started) startCurrent();
  });
}
