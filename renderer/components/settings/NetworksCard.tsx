import '../../styles/privacy.css';
import { useState } from 'react';
import type { Settings } from '../../../shared/contract/settings';
import { parseNodeKey, type NodeHealth } from '../../../shared/net/customNode';
import { CHAIN_NODE_SLOTS } from '../../../shared/net/nodeSlots';
import { useCallMutation, useCallQuery } from '../../hooks/useCall';

const CHAINS = CHAIN_NODE_SLOTS;
/** A saved node's name in the list: the chain, and the slot when it is not the chain's node. */
function displayName(key: string): string {
  const { chain, slot } = parseNodeKey(key);
  const c = CHAINS.find((x) => x.chain === chain);
  const label = slot && c?.slots.find((s) => s.slot === slot)?.label;
  return `${c?.displayName ?? chain}${label ? ` · ${label}` : ''}`;
}

function healthLine(h: NodeHealth | undefined): string {
  if (!h) return 'Checking…';
  const at = new Date(h.checkedAt).toLocaleTimeString();
  return h.ok
    ? `Answered at ${at} · ${h.latencyMs} ms · height ${h.height}`
    : `No good answer at ${at}: ${h.error}`;
}

/**
 * Settings → Networks: the user's own server for each provider slot a chain's family declares
 * (its node, and e.g. an EVM chain's explorer). Main asks the server which network it serves
 * before saving and refuses with the reason; a saved server is used first, the app's defaults
 * after it only when the user allows it.
 */
export function NetworksCard({ nodes }: { nodes: Settings['nodes'] }) {
  const setNode = useCallMutation('nodes.set', ['settings.get', 'nodes.health']);
  const health = useCallQuery('nodes.health', {}, Object.keys(nodes).length > 0);
  const [chain, setChain] = useState(CHAINS[0]?.chain ?? '');
  const slots = CHAINS.find((c) => c.chain === chain)?.slots ?? [];
  const [slotChoice, setSlot] = useState('');
  const slot = slots.find((s) => s.slot === slotChoice) ?? slots[0];
  const [url, setUrl] = useState('');
  const [fallback, setFallback] = useState(true);
  const [allowLocalHttp, setAllowLocalHttp] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    setError(null);
    setNode.mutate(
      { chain, ...(slot ? { slot: slot.slot } : {}), node: { url: url.trim(), fallback, allowLocalHttp } },
      { onSuccess: () => setUrl(''), onError: (e) => setError(e.message) },
    );
  };

  return (
    <div className="card" aria-labelledby="networks-title">
      <h2 id="networks-title">Networks</h2>
      <p className="hint">Use your own node. It is asked which chain it serves before it is saved.</p>
      <label className="setting-row">
        <span>Chain</span>
        <select value={chain} onChange={(e) => setChain(e.target.value)} aria-label="Chain">
          {CHAINS.map((c) => (
            <option key={c.chain} value={c.chain}>
              {c.displayName}
            </option>
          ))}
        </select>
      </label>
      {slots.length > 1 && (
        <label className="setting-row">
          <span>Service</span>
          <select value={slot?.slot ?? ''} onChange={(e) => setSlot(e.target.value)} aria-label="Service">
            {slots.map((s) => (
              <option key={s.slot} value={s.slot}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="setting-row">
        <span>
          {slot?.label ?? 'Node'} URL
          <small>https:// only, or http:// on this computer with the switch below</small>
        </span>
        <input
          className="mono"
          value={url}
          aria-label="Node URL"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setUrl(e.target.value)}
        />
      </label>
      <label className="setting-row">
        <span>Use the default nodes when mine does not answer</span>
        <input
          type="checkbox"
          role="switch"
          checked={fallback}
          onChange={(e) => setFallback(e.target.checked)}
        />
      </label>
      <label className="setting-row">
        <span>Allow http:// on this computer (127.0.0.1, localhost)</span>
        <input
          type="checkbox"
          role="switch"
          checked={allowLocalHttp}
          onChange={(e) => setAllowLocalHttp(e.target.checked)}
        />
      </label>
      <div className="row privacy-actions">
        <button type="button" onClick={save} disabled={url.trim() === '' || setNode.isPending}>
          {setNode.isPending ? 'Checking…' : 'Check and save'}
        </button>
      </div>
      {error && (
        <p className="error-text" role="alert" data-testid="node-error">
          {error}
        </p>
      )}
      {Object.keys(nodes).length > 0 && (
        <ul className="custom-nodes" aria-label="Your nodes">
          {Object.entries(nodes).map(([c, n]) => (
            <li key={c}>
              <strong>{displayName(c)}</strong> <span className="mono">{n.url}</span>
              <small>{n.fallback ? 'Defaults used if it fails' : 'Only this node'}</small>
              <small data-testid={`node-health-${c}`}>
                {healthLine(health.data?.nodes.find((h) => h.key === c))}
              </small>
              <button
                type="button"
                className="secondary"
                aria-label={`Remove the ${displayName(c)} node`}
                onClick={() => {
                  const { chain: of, slot: which } = parseNodeKey(c);
                  setNode.mutate({ chain: of, ...(which ? { slot: which } : {}), node: null });
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
