import { useId, useState } from 'react';
import { chainsWithCustomTokens } from '../../../shared/chains/capabilities';
import { isContractAddressShape } from '../../../shared/catalogue/contractAddress';
import { useAddToken, useTokenInfo } from '../../hooks/useCustomToken';
import { useDebounced } from '../../hooks/useDebounced';
import { useToast } from '../../state/toasts';
import { useRuleToast } from './useRuleToast';

/** The chains whose family reads token contracts; other chains' tokens come from the catalogue. */
const TOKEN_CHAINS = chainsWithCustomTokens();

/**
 * A token that is not in the catalogue, by its contract address: the details shown are what
 * the contract says (read by main), so the user sees what will be added before adding it.
 */
export function CustomTokenForm() {
  const id = useId();
  const [chainName, setChainName] = useState(TOKEN_CHAINS[0]?.name ?? 'ethereum');
  const [contract, setContract] = useState('');
  const settled = useDebounced(contract.trim(), 500);
  const shaped = isContractAddressShape(chainName, settled);
  const info = useTokenInfo(chainName, settled, shaped);
  const add = useAddToken();
  const toast = useToast();
  const refused = useRuleToast();
  const t = info.data;

  return (
    <form
      className="custom-token"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!t) return;
        add.mutate(
          { chainName, contractAddress: t.contractAddress },
          {
            onSuccess: () => {
              toast.show('success', `${t.symbol} added`);
              setContract('');
            },
            onError: refused,
          },
        );
      }}
    >
      <h3 id={`${id}-title`}>Custom token</h3>
      <div className="row">
        <label className="field">
          Network
          <select value={chainName} onChange={(e) => setChainName(e.target.value)}>
            {TOKEN_CHAINS.map((c) => (
              <option key={c.name} value={c.name}>
                {c.displayName}
              </option>
            ))}
          </select>
        </label>
        <label className="field grow">
          Contract address
          <input
            className="mono-input"
            value={contract}
            onChange={(e) => setContract(e.target.value)}
            placeholder="0x…"
            autoComplete="off"
            spellCheck={false}
          />
        </label>
      </div>
      {settled !== '' && !shaped && (
        <p className="error-text">Enter a contract address (0x and 40 hex digits)</p>
      )}
      {shaped && info.isFetching && <p className="hint">Reading the contract…</p>}
      {shaped && info.error && <p className="error-text">{info.error.message}</p>}
      {t && !info.isFetching && (
        <p className="hint" data-testid="token-details">
          {t.name} ({t.symbol}), {t.decimals} decimals
        </p>
      )}
      <button type="submit" className="small" disabled={!t || info.isFetching || add.isPending}>
        {add.isPending ? 'Adding…' : 'Add token'}
      </button>
    </form>
  );
}
