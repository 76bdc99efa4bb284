import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { CHAINS } from '../../../shared/chains/registry';
import { validateAddress, type NetworkKind } from '../../../shared/chains/validate';
import { ContactSchema, type Contact } from '../../../shared/contract/addressBook';
import type { CallInput, CallOutput } from '../../../shared/contract';
import { AppError } from '../../../shared/errors';
import { sameAddress } from '../../../shared/recipients/lookalike';
import type { Cache } from '../../cache';
import { parseContactsCsv, toContactsCsv } from './contactsCsv';

/** The app-state key the address book lives under, in the encrypted cache. */
export const ADDRESS_BOOK_KEY = 'addressBook';
/** Enough for any person's contacts; keeps the JSON row and the pickers small. */
export const ADDRESS_BOOK_MAX = 2000;

const StoredSchema = z.array(ContactSchema);

/**
 * Named contacts per chain, shared by every wallet (the people one pays do not change with the
 * wallet one pays from). Stored as one JSON value in the cache's app state, read back through
 * its schema; a value an older or damaged cache holds that does not parse reads as empty.
 */
export class AddressBook {
  constructor(
    private readonly cache: () => Cache,
    /** the network a chain's addresses are encoded for (a test network's prefixes differ) */
    private readonly networkOf: (chainName: string) => NetworkKind,
  ) {}

  list(chainName?: string): Contact[] {
    const parsed = StoredSchema.safeParse(this.cache().appState.get(ADDRESS_BOOK_KEY));
    const all = parsed.success ? parsed.data : [];
    return all
      .filter((c) => !chainName || c.chainName === chainName)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The contact `address` is on `chainName`, if any. */
  find(chainName: string, address: string): Contact | undefined {
    return this.list(chainName).find((c) => sameAddress(c.address, address));
  }

  save(input: CallInput<'contacts.save'>): Contact {
    const address = input.address.trim();
    const name = input.name.trim();
    this.checkAddress(input.chainName, address);
    const all = this.list();
    const twin = all.find(
      (c) => c.id !== input.id && c.chainName === input.chainName && sameAddress(c.address, address),
    );
    if (twin) throw new AppError('BAD_INPUT', `This address is already in the address book as ${twin.name}`);
    let contact: Contact;
    if (input.id) {
      const at = all.findIndex((c) => c.id === input.id);
      if (at < 0) throw new AppError('NOT_FOUND', 'Contact not found');
      contact = { id: input.id, chainName: input.chainName, name, address };
      all[at] = contact;
    } else {
      if (all.length >= ADDRESS_BOOK_MAX) throw new AppError('RULE', 'The address book is full');
      contact = { id: newId(), chainName: input.chainName, name, address };
      all.push(contact);
    }
    this.store(all);
    return contact;
  }

  remove(id: string): void {
    const all = this.list();
    const kept = all.filter((c) => c.id !== id);
    if (kept.length === all.length) throw new AppError('NOT_FOUND', 'Contact not found');
    this.store(kept);
  }

  exportCsv(): string {
    return toContactsCsv(this.list());
  }

  importCsv(csv: string): CallOutput<'contacts.importCsv'> {
    const { rows, rejected } = parseContactsCsv(csv);
    const all = this.list();
    let added = 0;
    let unchanged = 0;
    for (const r of rows) {
      if (!CHAINS.has(r.chainName)) {
        rejected.push({ line: r.line, reason: `Unknown chain ${r.chainName.slice(0, 40)}` });
        continue;
      }
      const v = validateAddress(r.chainName, r.address, this.networkOf(r.chainName));
      if (!v.valid) {
        rejected.push({ line: r.line, reason: v.reason });
        continue;
      }
      if (all.some((c) => c.chainName === r.chainName && sameAddress(c.address, r.address))) {
        unchanged++;
        continue;
      }
      const candidate = { id: newId(), chainName: r.chainName, name: r.name, address: r.address };
      const ok = ContactSchema.safeParse(candidate);
      if (!ok.success || all.length >= ADDRESS_BOOK_MAX) {
        rejected.push({ line: r.line, reason: ok.success ? 'The address book is full' : 'Invalid name' });
        continue;
      }
      all.push(ok.data);
      added++;
    }
    if (added) this.store(all);
    return { added, unchanged, rejected };
  }

  private checkAddress(chainName: string, address: string): void {
    const v = validateAddress(chainName, address, this.networkOf(chainName));
    if (!v.valid) throw new AppError('BAD_INPUT', v.reason);
  }

  private store(all: Contact[]): void {
    this.cache().appState.set(ADDRESS_BOOK_KEY, all);
  }
}

const newId = () => `c${randomBytes(8).toString('hex')}`;
