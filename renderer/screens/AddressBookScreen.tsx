import { useState } from 'react';
import { CHAINS } from '../../shared/chains/registry';
import type { Contact } from '../../shared/contract/addressBook';
import { useCallMutation, useCallQuery } from '../hooks/useCall';
import { invoke } from '../ipc/client';
import { useToast } from '../state/toasts';

const CHAIN_OPTIONS = [...CHAINS.values()]
  .map((c) => ({ name: c.name, label: c.displayName }))
  .sort((a, b) => a.label.localeCompare(b.label));

const EMPTY = { chainName: 'ethereum', name: '', address: '' };

/** Named contacts per chain: add, edit, remove, export and import as CSV. */
export function AddressBookScreen() {
  const toast = useToast();
  const list = useCallQuery('contacts.list', {});
  const save = useCallMutation('contacts.save', ['contacts.list']);
  const remove = useCallMutation('contacts.remove', ['contacts.list']);
  const importCsv = useCallMutation('contacts.importCsv', ['contacts.list']);
  const [draft, setDraft] = useState<{ id?: string; chainName: string; name: string; address: string }>(
    EMPTY,
  );
  const chainLabel = (name: string) => CHAINS.get(name)?.displayName ?? name;

  const submit = () =>
    save.mutate(draft, {
      onSuccess: () => {
        toast.show('success', draft.id ? 'Contact saved' : 'Contact added');
        setDraft({ ...EMPTY, chainName: draft.chainName });
      },
    });

  const exportCsv = async () => {
    const { csv } = await invoke('contacts.exportCsv', {});
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'address-book.csv';
    a.click();
    URL.revokeObjectURL(url);
  };

  const edit = (c: Contact) =>
    setDraft({ id: c.id, chainName: c.chainName, name: c.name, address: c.address });

  return (
    <div className="screen address-book">
      <h1>Address book</h1>
      <section className="card" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">{draft.id ? 'Edit contact' : 'New contact'}</h2>
        <form
          className="contact-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label className="field">
            Network
            <select
              value={draft.chainName}
              onChange={(e) => setDraft({ ...draft, chainName: e.target.value })}
            >
              {CHAIN_OPTIONS.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            Name
            <input
              value={draft.name}
              maxLength={64}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            />
          </label>
          <label className="field">
            Address
            <input
              className="mono-input"
              value={draft.address}
              spellCheck={false}
              autoComplete="off"
              onChange={(e) => setDraft({ ...draft, address: e.target.value })}
            />
          </label>
          {save.error && (
            <p className="error-text" role="alert">
              {save.error.message}
            </p>
          )}
          <div className="row">
            {draft.id && (
              <button type="button" className="secondary" onClick={() => setDraft(EMPTY)}>
                Cancel
              </button>
            )}
            <button type="submit" disabled={save.isPending || !draft.name.trim() || !draft.address.trim()}>
              {draft.id ? 'Save contact' : 'Add contact'}
            </button>
          </div>
        </form>
      </section>
      <section className="card" aria-labelledby="contacts-title">
        <div className="row spread">
          <h2 id="contacts-title">Contacts</h2>
          <div className="row">
            <button type="button" className="secondary small" onClick={() => void exportCsv()}>
              Export CSV
            </button>
            <label className="button secondary small file-button">
              Import CSV
              <input
                type="file"
                accept=".csv,text/csv"
                aria-label="Import CSV"
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (!file) return;
                  importCsv.mutate(
                    { csv: await file.text() },
                    {
                      onSuccess: (r) =>
                        toast.show(
                          r.rejected.length ? 'error' : 'success',
                          `${r.added} added, ${r.unchanged} already there`,
                          r.rejected.length
                            ? r.rejected.map((x) => `Line ${x.line}: ${x.reason}`).join('\n')
                            : undefined,
                        ),
                    },
                  );
                }}
              />
            </label>
          </div>
        </div>
        {list.data && list.data.contacts.length === 0 && <p className="hint">No contacts yet.</p>}
        <ul className="contact-list" aria-label="Contacts">
          {list.data?.contacts.map((c) => (
            <li key={c.id} className="contact-row">
              <strong className="contact-name">{c.name}</strong>
              <span className="contact-chain">{chainLabel(c.chainName)}</span>
              <span className="mono break contact-address">{c.address}</span>
              <span className="row">
                <button
                  type="button"
                  className="secondary small"
                  onClick={() => edit(c)}
                  aria-label={`Edit ${c.name}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="secondary small"
                  aria-label={`Remove ${c.name}`}
                  onClick={() => remove.mutate({ id: c.id })}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
