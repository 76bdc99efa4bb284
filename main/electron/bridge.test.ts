import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL } from '../../shared/contract/wire';
import { createBridge, type BridgeIpc } from './bridge';

/** ipcRenderer's shape: an emitter for events, a recorded invoke answering like ipcMain.handle. */
class FakeIpc extends EventEmitter implements BridgeIpc {
  invoked: unknown[][] = [];
  answer: (name: unknown, input: unknown) => Promise<unknown> = async () => ({ ok: true, value: 1 });
  invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    this.invoked.push([channel, ...args]);
    return this.answer(args[0], args[1]);
  }
}

describe('createBridge', () => {
  it('exposes exactly invoke and subscribe', () => {
    expect(Object.keys(createBridge(new FakeIpc())).sort()).toEqual(['invoke', 'subscribe']);
  });

  it('invokes on the one invoke channel and returns main’s Result', async () => {
    const ipc = new FakeIpc();
    ipc.answer = async (name, input) => ({ ok: true, value: { name, input } });
    const bridge = createBridge(ipc);
    await expect(bridge.invoke('app.info', {})).resolves.toEqual({
      ok: true,
      value: { name: 'app.info', input: {} },
    });
    expect(ipc.invoked).toEqual([[IPC_INVOKE_CHANNEL, 'app.info', {}]]);
  });

  it('refuses a non-string name without reaching main', async () => {
    const ipc = new FakeIpc();
    const bridge = createBridge(ipc);
    for (const name of [1, null, undefined, {}, ['app.info'], Symbol('x')]) {
      await expect(bridge.invoke(name as unknown as string, {})).resolves.toMatchObject({
        ok: false,
        error: { code: 'UNKNOWN_CALL' },
      });
    }
    expect(ipc.invoked).toEqual([]);
  });

  it('turns a rejected invoke into a typed INTERNAL error', async () => {
    const ipc = new FakeIpc();
    ipc.answer = async () => {
      throw new Error("No handler registered for 'wallet:invoke' at /secret/path");
    };
    await expect(createBridge(ipc).invoke('app.info', {})).resolves.toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: 'Something went wrong' },
    });
  });

  it('delivers events without the IpcRendererEvent, and unsubscribes', () => {
    const ipc = new FakeIpc();
    const bridge = createBridge(ipc);
    const got: unknown[][] = [];
    const off = bridge.subscribe((...args) => got.push(args));
    const sender = { sender: { send: () => 'ipcRenderer itself' } };
    ipc.emit(IPC_EVENT_CHANNEL, sender, 'lock.changed', { locked: true });
    ipc.emit(IPC_EVENT_CHANNEL, sender, 42, 'not a name');
    ipc.emit('other:channel', sender, 'lock.changed', { locked: false });
    expect(got).toEqual([['lock.changed', { locked: true }]]);
    off();
    expect(ipc.listenerCount(IPC_EVENT_CHANNEL)).toBe(0);
    ipc.emit(IPC_EVENT_CHANNEL, sender, 'lock.changed', { locked: false });
    expect(got).toHaveLength(1);
  });

  it('keeps other listeners running when one throws', () => {
    const ipc = new FakeIpc();
    const bridge = createBridge(ipc);
    const got: string[] = [];
    bridge.subscribe(() => {
      throw new Error('boom');
    });
    bridge.subscribe((name) => got.push(name));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    ipc.emit(IPC_EVENT_CHANNEL, {}, 'signer.state', { state: 'ready' });
    expect(logged).toHaveBeenCalledWith('walletBridge listener failed:', 'boom');
    logged.mockRestore();
    expect(got).toEqual(['signer.state']);
  });
});
