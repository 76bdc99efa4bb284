import type { z } from 'zod';
import { addressCalls } from './addresses';
import { addressBookCalls } from './addressBook';
import { historyCalls } from './history';
import { paymentLinkCalls, paymentLinkEvents } from './paymentLinks';
import { priceHistoryCalls } from './priceHistory';
import { priceCalls } from './prices';
import { productCalls, productEvents } from './product';
import { stakingCalls } from './staking';
import { settingsCalls, settingsEvents } from './settingsCalls';
import { systemCalls, systemEvents } from './system';
import { transferCalls, transferEvents } from './transfers';
import { trustlineCalls } from './trustlines';
import { walletCalls, walletEvents } from './wallets';
import { walletConnectCalls, walletConnectEvents } from './walletconnect';
import { messagingCalls, messagingEvents } from './messaging';
import { nftCalls } from './nfts';
import { sellCalls } from './sell';
import { exchangeCalls } from './exchange';
import { permissionCalls } from './permissions';
import { accountCreationCalls } from './accountCreation';

/**
 * The spine of the app: every renderer → main call with its input and output schema, and
 * every main → renderer event. Main validates every input against this table; the renderer's
 * typed invoke and hooks are derived from it. Adding a call means adding it here first.
 */
export const calls = {
  ...systemCalls,
  ...settingsCalls,
  ...walletCalls,
  ...addressCalls,
  ...addressBookCalls,
  ...transferCalls,
  ...historyCalls,
  ...stakingCalls,
  ...trustlineCalls,
  ...priceCalls,
  ...productCalls,
  ...priceHistoryCalls,
  ...paymentLinkCalls,
  ...walletConnectCalls,
  ...messagingCalls,
  ...nftCalls,
  ...sellCalls,
  ...exchangeCalls,
  ...permissionCalls,
  ...accountCreationCalls,
} as const;

/** Events say that something changed; the renderer refetches. They never carry wallet state. */
export const events = {
  ...systemEvents,
  ...settingsEvents,
  ...productEvents,
  ...walletEvents,
  ...transferEvents,
  ...paymentLinkEvents,
  ...walletConnectEvents,
  ...messagingEvents,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallInput<N extends CallName> = z.input<Calls[N]['input']>;
export type ParsedInput<N extends CallName> = z.output<Calls[N]['input']>;
export type CallOutput<N extends CallName> = z.output<Calls[N]['output']>;

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<N extends EventName> = z.output<Events[N]>;

export const CALL_NAMES = Object.keys(calls) as CallName[];

export function isCallName(name: unknown): name is CallName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(calls, name);
}
export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(events, name);
}
