import { useState } from 'react';
import { EvmAddressSchema } from '../../../shared/contract/messaging';
import { useCallQuery } from '../../hooks/useCall';
import { useNewConversation } from '../../hooks/useMessaging';
import { invoke, IpcError } from '../../ipc/client';
import { CANNOT_MESSAGE, newConversationFailure } from './messagingErrors';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * A conversation with an address, or with a contact by name: main is asked first whether the
 * address can receive messages, so a peer without messaging gets a clear sentence, not a DM.
 */
export function NewConversation({ walletId, onOpen }: { walletId: string; onOpen: (topic: string) => void }) {
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const open = useNewConversation();
  const contacts = useCallQuery('contacts.list', {});
  // one entry per name: contacts with an Ethereum-style address (every EVM chain shares it)
  const named = (contacts.data?.contacts ?? []).filter((c) => EVM_ADDRESS.test(c.address));

  const submit = async () => {
    const typed = to.trim();
    const address = named.find((c) => c.name.toLowerCase() === typed.toLowerCase())?.address ?? typed;
    if (!EvmAddressSchema.safeParse(address).success)
      return setError(
        'Enter an Ethereum address (0x followed by 40 hexadecimal characters) or a contact name.',
      );
    setError(null);
    setChecking(true);
    try {
      const { canMessage } = await invoke('messaging.canMessage', { walletId, address });
      if (!canMessage) return setError(CANNOT_MESSAGE);
      const { conversation } = await open.mutateAsync({ walletId, peerAddress: address });
      setTo('');
      onOpen(conversation.topic);
    } catch (e) {
      setError(e instanceof IpcError ? newConversationFailure(e) : String(e));
    } finally {
      setChecking(false);
    }
  };

  return (
    <form
      className="new-conversation"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className="field">
        New conversation
        <input
          className="mono-input"
          placeholder="0x… address or contact name"
          list="messaging-contacts"
          spellCheck={false}
          autoComplete="off"
          value={to}
          onChange={(e) => {
            setTo(e.target.value);
            setError(null);
          }}
        />
      </label>
      <datalist id="messaging-contacts">
        {named.map((c) => (
          <option key={c.id} value={c.name}>
            {c.address}
          </option>
        ))}
      </datalist>
      <button type="submit" className="small" disabled={checking || !to.trim()}>
        {checking ? 'Checking…' : 'Start'}
      </button>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
