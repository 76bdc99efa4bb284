import WebSocket from 'ws';
import type { CallInput, CallName, CallOutput } from '../shared/contract';

/** The renderer's socket protocol, from a bench: typed calls to a running browser host. */
export interface HostClient {
  call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>>;
  close(): void;
}

export async function connectHost(url: URL): Promise<HostClient> {
  const ws = new WebSocket(`ws://${url.host}/ipc?token=${url.searchParams.get('token')}`, {
    origin: url.origin,
  });
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  ws.on('message', (d: WebSocket.RawData) => {
    const f = JSON.parse(d.toString()) as {
      kind: string;
      id?: number;
      ok?: boolean;
      value?: unknown;
      error?: { message: string };
    };
    if (f.kind !== 'result' || f.id === undefined) return;
    const w = waiting.get(f.id);
    waiting.delete(f.id);
    if (f.ok) w?.resolve(f.value);
    else w?.reject(new Error(f.error?.message ?? 'call failed'));
  });
  let id = 0;
  return {
    call: <N extends CallName>(name: N, input: CallInput<N>) =>
      new Promise<CallOutput<N>>((resolve, reject) => {
        const my = ++id;
        waiting.set(my, { resolve: resolve as (v: unknown) => void, reject });
        ws.send(JSON.stringify({ kind: 'invoke', id: my, name, input }));
      }),
    close: () => ws.close(),
  };
}
