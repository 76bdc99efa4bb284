import {
  SIGNER_TIMEOUT_MS,
  SignerOutboundSchema,
  signerMethods,
  type SignerMethod,
  type SignerParams,
  type SignerResult,
} from '../../shared/signer/protocol';
import type { SignerState } from '../../shared/contract/system';
import { AppError } from '../../shared/errors';
import type { SignerTransport, SignerTransportFactory } from './transport';

interface Pending {
  method: SignerMethod;
  resolve: (v: unknown) => void;
  reject: (e: AppError) => void;
  timer: NodeJS.Timeout;
}

export interface SignerClientOptions {
  timeoutMs?: number;
  /** told about every state change; the UI shows a crash and the restart */
  onState?: (state: SignerState, reason?: string) => void;
  /** backoff between restarts after a crash, doubling up to a ceiling */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
}

/**
 * Main's handle on the signer: request ids, deadlines, typed errors and supervision.
 * When the process dies every open request fails with SIGNER_UNAVAILABLE and a fresh signer
 * is started; a fresh signer holds no decrypted secret, so the wallet comes back locked.
 */
export class SignerClient {
  private transport: SignerTransport | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private ready: Promise<void> | null = null;
  private markReady: (() => void) | null = null;
  private stopping = false;
  private crashes = 0;
  private _state: SignerState = 'starting';
  private _restarts = 0;
  private restartTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly factory: SignerTransportFactory,
    private readonly opts: SignerClientOptions = {},
  ) {}

  get state(): SignerState {
    return this._state;
  }
  get restarts(): number {
    return this._restarts;
  }

  /** Starts the process and resolves when it has said it is ready. */
  start(): Promise<void> {
    this.stopping = false;
    this.armReadyGate();
    this.spawn();
    return this.ready!;
  }

  private setState(state: SignerState, reason?: string): void {
    this._state = state;
    this.opts.onState?.(state, reason);
  }

  /** Callers arriving while the signer is down wait on this until the next 'ready'. */
  private armReadyGate(): void {
    this.ready = new Promise<void>((resolve) => (this.markReady = resolve));
  }

  private spawn(): void {
    const t = this.factory();
    this.transport = t;
    t.onMessage((raw) => this.onMessage(t, raw));
    t.onExit((info) => this.onExit(t, info));
  }

  private onMessage(t: SignerTransport, raw: unknown): void {
    if (t !== this.transport) return;
    const parsed = SignerOutboundSchema.safeParse(raw);
    if (!parsed.success) return; // a malformed message from our own child: ignore, the deadline will fire
    const msg = parsed.data;
    if (msg.type === 'ready') {
      // Stability is judged by staying up, not by starting: reset backoff after 30 s alive.
      setTimeout(() => {
        if (t === this.transport) this.crashes = 0;
      }, 30_000).unref();
      this.setState('ready');
      this.markReady?.();
      return;
    }
    const p = this.pending.get(msg.id);
    if (!p) return;
    this.pending.delete(msg.id);
    clearTimeout(p.timer);
    if (!msg.ok) return p.reject(new AppError(msg.error.code, msg.error.message));
    const result = signerMethods[p.method].result.safeParse(msg.result);
    if (!result.success) return p.reject(new AppError('INTERNAL', 'The signer sent a malformed answer'));
    p.resolve(result.data);
  }

  private onExit(t: SignerTransport, info: { code: number | null; signal: string | null }): void {
    if (t !== this.transport) return;
    this.transport = null;
    this.failAll(new AppError('SIGNER_UNAVAILABLE', 'The signer stopped unexpectedly; the wallet is locked'));
    if (this.stopping) return;
    this.armReadyGate();
    const reason = info.signal ? `signal ${info.signal}` : `exit code ${info.code}`;
    this.setState('crashed', `The signer process stopped (${reason}); restarting locked`);
    const base = this.opts.restartDelayMs ?? 100;
    const delay = Math.min(base * 2 ** this.crashes, this.opts.maxRestartDelayMs ?? 5_000);
    this.crashes++;
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.stopping) return;
      this._restarts++;
      this.setState('restarting');
      this.spawn();
    }, delay);
  }

  private failAll(err: AppError): void {
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(err);
      this.pending.delete(id);
    }
  }

  async call<M extends SignerMethod>(
    method: M,
    params: SignerParams<M>,
    timeoutMs = this.opts.timeoutMs ?? SIGNER_TIMEOUT_MS,
  ): Promise<SignerResult<M>> {
    if (this.stopping) throw new AppError('SIGNER_UNAVAILABLE', 'The signer is stopped');
    if (this._state !== 'ready') {
      // Wait for a (re)start in progress, but not forever.
      await Promise.race([
        this.ready,
        new Promise((_, reject) =>
          setTimeout(
            () => reject(new AppError('SIGNER_UNAVAILABLE', 'The signer is not available')),
            timeoutMs,
          ).unref(),
        ),
      ]);
    }
    const t = this.transport;
    if (!t) throw new AppError('SIGNER_UNAVAILABLE', 'The signer is not available');
    const id = this.nextId++;
    return new Promise<SignerResult<M>>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new AppError('SIGNER_TIMEOUT', 'The signer did not answer in time'));
        // A signer that hangs cannot be trusted to be in a known state: restart it locked.
        t.kill();
      }, timeoutMs);
      this.pending.set(id, { method, resolve: resolve as (v: unknown) => void, reject, timer });
      t.send({ type: 'request', id, method, params });
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const t = this.transport;
    this.failAll(new AppError('SIGNER_UNAVAILABLE', 'The signer is stopped'));
    if (t) {
      const exited = new Promise<void>((r) => t.onExit(() => r()));
      t.kill();
      await exited;
    }
    this.transport = null;
  }
}
