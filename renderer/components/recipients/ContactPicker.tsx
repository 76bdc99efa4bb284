import { useCallQuery } from '../../hooks/useCall';

/** The address book's contacts on one chain, as a picker beside the recipient field; nothing when there are none. */
export function ContactPicker({
  chainName,
  onPick,
}: {
  chainName: string;
  onPick: (address: string) => void;
}) {
  const q = useCallQuery('contacts.list', { chainName });
  const contacts = q.data?.contacts ?? [];
  if (contacts.length === 0) return null;
  return (
    <label className="field">
      From the address book
      <select
        value=""
        onChange={(e) => {
          if (e.target.value) onPick(e.target.value);
        }}
      >
        <option value="">Choose a contact…</option>
        {contacts.map((c) => (
          <option key={c.id} value={c.address}>
            {c.name} · {c.address.slice(0, 8)}…{c.address.slice(-6)}
          </option>
        ))}
      </select>
    </label>
  );
}
