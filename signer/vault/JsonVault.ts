import type { z } from 'zod';
import type { UnlockResult, Vault } from './Vault';
import { vaultErrors } from './vaultErrors';

export type JsonUnlockResult<T> = Omit<UnlockResult, 'payload'> & { value: T };

/**
 * A typed view of a Vault whose payload is JSON checked by a zod schema, on the way in (so a
 * bad document is never written) and on the way out. The UTF-8 bytes are wiped after use;
 * the parsed strings are JS strings and cannot be wiped, so callers should keep the value
 * for as short a time as they can.
 */
export class JsonVault<S extends z.ZodType> {
  constructor(
    readonly vault: Vault,
    private readonly schema: S,
  ) {}

  create(password: string, value: z.input<S>, opts: { replace?: boolean } = {}): Promise<void> {
    return this.withBytes(value, (bytes) => this.vault.create(password, bytes, opts));
  }

  async unlock(password: string): Promise<JsonUnlockResult<z.output<S>>> {
    const { payload, ...rest } = await this.vault.unlock(password);
    try {
      return { ...rest, value: this.decode(payload) };
    } catch (e) {
      this.vault.lock();
      throw e;
    } finally {
      payload.fill(0);
    }
  }

  save(value: z.input<S>, opts: { forgetPrevious?: boolean } = {}): Promise<void> {
    return this.withBytes(value, (bytes) => this.vault.save(bytes, opts));
  }

  private decode(payload: Uint8Array): z.output<S> {
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload));
    } catch {
      throw vaultErrors.badPayload();
    }
    const parsed = this.schema.safeParse(json);
    if (!parsed.success) throw vaultErrors.badPayload();
    return parsed.data;
  }

  private async withBytes(value: z.input<S>, use: (bytes: Uint8Array) => Promise<void>): Promise<void> {
    const parsed = this.schema.safeParse(value);
    if (!parsed.success) throw vaultErrors.badInput();
    const bytes = new TextEncoder().encode(JSON.stringify(parsed.data));
    try {
      await use(bytes);
    } finally {
      bytes.fill(0);
    }
  }
}
