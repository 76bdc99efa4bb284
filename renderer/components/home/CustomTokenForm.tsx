import { useId, useState } from 'react';
import { chainsWithCustomTokens } from '../../../shared/chains/capabilities';
import { isContractAddressShape } from '../../../shared/catalogue/contractAddress';
import { useAddToken, useTokenInfo } from '../../hooks/useCustomToken';
import { useDebounced } from '../../hooks/useDebounced';
import { useTokenSearch } from '../../hooks/useTokenSearch';
import { useToast } from '../../state/toasts';
import { TokenSearchResults } from './TokenSearchResults';
import { TrustlineOffer } from './TrustlineOffer';
import { useRuleToast } from './useRuleToast';

/** The chains whose family reads token contracts; other chains' tokens come from the catalogue. */
const TOKEN_CHAINS = chainsWithCustomTokens();

/**
 * A token that is not in the catalogue, by its contract address: the details shown are what
 * the contract says (read by main), so the user sees what will be added before adding it. On
 * chains with a token list service, anything else typed is searched there by name or symbol.
 */
export function CustomTokenForm() {
  const id = useId();
  const [chainName, setChainName] = useState(TOKEN_CHAINS[0]?.name ?? 'ethereum');
  const [contract, setContract] = useState('');
  const settled = useDebounced(contract.trim(), 500);
  const shaped = isContractAddressShape(chainName, settled);
  const info = useTokenInfo(chainName, settled, shaped);
  // not an address: a name or symbol, looked up on the chain's token list where it has one
  const search = useTokenSearch(chainName, settled.slice(0, 100), settled !== '' && !shaped);
  const found = search.data?.tokens ?? [];
  const add = useAddToken();
  const toast = useToast();
  const refused = useRuleToast();
  const t = info.data;
  // a token on a chain with trustlines (Stellar) is offered its trustline once added
  const [added, setAdded] = useState<string | null>(null);
  const addFound = (hit: (typeof found)[number]) =>
    add.mutate(
      { chainName, contractAddress: hit.contractAddress },
      {
        onSuccess: (r) => {
          toast.show('success', `${hit.symbol} added`);
          setAdded(r.coinId);
        },
        onError: refused,
      },
    );

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
            onSuccess: (r) => {
              toast.show('success', `${t.symbol} added`);
              setContract('');
              setAdded(r.coinId);
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
          Contract address or name
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
      {!shaped && search.isFetching && <p className="hint">Searching the token list…</p>}
      {!shaped && found.length > 0 && (
        <TokenSearchResults tokens={found} busy={add.isPending} onAdd={addFound} />
      )}
      {settled !== '' && !shaped && !search.isFetching && found.length === 0 && (
        <p className="error-text">
          {settled.startsWith('0x')
            ? 'Enter a contract address (0x and 40 hex digits)'
            : 'No token matches; enter its contract address'}
        </p>
      )}
      {shaped && info.isFetching && <p className="hint">Reading the contract…</p>}
      {shaped && info.error && <p className="error-text">{info.error.message}</p>}
      {t && !info.isFetching && (
        <p className="hint" data-testid="token-details">
          {t.name} ({t.symbol}), {t.decimals} decimals
        </p>
      )}
      {t && !info.isFetching && t.listed === false && (
        <p className="hint" data-testid="token-unlisted">
          Not in the coin list: check the contract address with the token&apos;s issuer before adding it.
        </p>
      )}
      <button type="submit" className="small" disabled={!t || info.isFetching || add.isPending}>
        {add.isPending ? 'Adding…' : 'Add token'}
      </button>
      {added && <TrustlineOffer coinId={added} action="trust" />}
    </form>
  );
}
