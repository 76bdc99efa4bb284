import {
  events,
  isEventName,
  type CallInput,
  type CallName,
  type CallOutput,
  type EventName,
  type EventPayload,
} from '../../shared/contract';
import type { ErrorCode } from '../../shared/errors';
import { getBridge } from './bridge';

/** A failed call, with the contract's error code for branching and its message for people. */
export class IpcError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'IpcError';
  }
}

export async function invoke<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  const r = await getBridge().invoke(name, input);
  if (!r.ok) throw new IpcError(r.error.code, r.error.message);
  return r.value as CallOutput<N>;
}

export function subscribe<N extends EventName>(name: N, cb: (payload: EventPayload<N>) => void): () => void {
  return getBridge().subscribe((n, payload) => {
    if (n !== name || !isEventName(n)) return;
    const parsed = events[name].safeParse(payload);
    if (parsed.success) cb(parsed.data as EventPayload<N>);
  });
}

/** Every event, for the invalidation table; transport events (connect/disconnect) included. */
export function subscribeAll(cb: (name: string) => void): () => void {
  return getBridge().subscribe((n) => cb(n));
}
