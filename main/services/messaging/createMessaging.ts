import type { XmtpEnv } from '@xmtp/node-sdk';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import type { Contact } from '../../../shared/contract/addressBook';
import type { EventBus } from '../../ipc/events';
import { outboundProxy } from '../../net/outbound';
import type { SignerClient } from '../../signer/client';
import { MessagingService, type MessagingDeps, type PeerRef } from './messagingService';
import { startMessagingSwitch } from './messagingSwitch';

export interface MessagingWiring {
  dataDir: string;
  signer: SignerClient;
  network: NetworkKind;
  env: XmtpEnv;
  account: MessagingDeps['account'];
  events: EventBus;
  chatsOptions: () => boolean;
  currentWalletId: () => string | null;
  /** the address book (named contacts); its EVM rows name peers */
  contacts: () => readonly Contact[];
  /** a system notification; absent in the browser host */
  notify?: (title: string, body: string) => void;
  /** true while the window is hidden or minimized; absent: never (no notification) */
  windowHidden?: () => boolean;
}

const EVM_ADDRESS = /^0x[0-9a-f]{40}$/i;

/** The name of the address book's contact with this Ethereum-style address, if any. */
export function contactNameOf(contacts: readonly Contact[], address: string): string | undefined {
  const a = address.toLowerCase();
  return contacts.find((c) => EVM_ADDRESS.test(c.address) && c.address.toLowerCase() === a)?.name;
}

/** What a message notification says: who wrote (a contact's name, else the short address) and the text. */
export function messageNotice(from: PeerRef, text: string): { title: string; body: string } {
  const who = from.name ?? `${from.address.slice(0, 6)}…${from.address.slice(-4)}`;
  return { title: `Message from ${who}`, body: text };
}

/**
 * Messaging's composition: the service, its events, names from the address book, a system
 * notification for a peer's message while the window is hidden (the transaction notifications'
 * path), and the Settings switch that starts and stops it.
 */
export function createMessaging(w: MessagingWiring): MessagingService {
  const messaging = new MessagingService({
    dataDir: w.dataDir,
    signer: w.signer,
    network: w.network,
    env: w.env,
    account: w.account,
    changed: (walletId) => w.events.emit('messaging.changed', { walletId }),
    log: (line) => console.warn(line),
    nameOf: (address) => {
      try {
        return contactNameOf(w.contacts(), address);
      } catch {
        return undefined; // the address book's cache is closed (locking): the address it is
      }
    },
    arrived: (_walletId, from, text) => {
      if (!w.windowHidden?.()) return;
      const n = messageNotice(from, text);
      w.notify?.(n.title, n.body);
    },
  });
  w.events.subscribe((name, payload) => {
    if (name === 'lock.changed' && (payload as { locked: boolean }).locked)
      messaging.stopAll().catch((e: unknown) => console.error(`messaging stop: ${String(e)}`));
  });
  startMessagingSwitch({
    subscribe: (l) => w.events.subscribe(l),
    isOn: w.chatsOptions,
    currentWalletId: w.currentWalletId,
    messaging,
    log: (line) => console.warn(line),
    proxy: outboundProxy,
  });
  return messaging;
}
