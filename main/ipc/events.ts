import { events, type EventName, type EventPayload } from '../../shared/contract';

export type EventListener = (name: EventName, payload: unknown) => void;

/** Main → renderer notifications. Payloads are checked against the contract before they go out. */
export class EventBus {
  private readonly listeners = new Set<EventListener>();

  emit<N extends EventName>(name: N, payload: EventPayload<N>): void {
    const checked = events[name].parse(payload);
    for (const l of this.listeners) {
      try {
        l(name, checked);
      } catch (e) {
        console.error(`event listener failed for ${name}:`, e instanceof Error ? e.message : e);
      }
    }
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
