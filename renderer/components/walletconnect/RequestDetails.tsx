import type { RequestDetail } from '../../../shared/contract/walletconnect';
import { JsonTree } from './JsonTree';
import { SolanaTxDetails } from './SolanaTxDetails';
import { PreviewCard } from '../preview/PreviewCard';

/** A Seaport or Permit2 batch order: what signing gives away and what comes back. */
function TypedOrder({ give, get }: { give: string[]; get: string[] }) {
  return (
    <dl className="details">
      <dt>You give</dt>
      <dd>
        <ul className="preview-moves">
          {give.map((g, i) => (
            <li key={i} className="preview-out">
              {g}
            </li>
          ))}
        </ul>
      </dd>
      <dt>You get</dt>
      <dd>
        {get.length === 0 ? (
          <strong className="error-text">Nothing</strong>
        ) : (
          <ul className="preview-moves">
            {get.map((g, i) => (
              <li key={i} className="preview-in">
                {g}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}

/** What the dapp asks, as the signer will sign it; warnings first and loud. */
export function RequestDetails({ detail }: { detail: RequestDetail }) {
  switch (detail.kind) {
    case 'personalSign':
      return (
        <dl className="details">
          <dt>Account</dt>
          <dd className="mono">{detail.from}</dd>
          <dt>Message</dt>
          <dd>
            {detail.text !== null ? (
              <pre className="wc-message">{detail.text}</pre>
            ) : (
              <pre className="wc-message mono">{detail.hex}</pre>
            )}
          </dd>
        </dl>
      );
    case 'typedData':
      return (
        <>
          {detail.refusal && (
            <p className="preview-warning danger" role="alert">
              {detail.refusal}
            </p>
          )}
          {detail.warning && (
            <p className="wc-warning" role="alert">
              {detail.warning}
            </p>
          )}
          {detail.order && <TypedOrder give={detail.order.give} get={detail.order.get} />}
          <dl className="details">
            <dt>Account</dt>
            <dd className="mono">{detail.from}</dd>
            <dt>Type</dt>
            <dd>{detail.primaryType}</dd>
            <dt>Domain</dt>
            <dd>
              <JsonTree value={detail.domain} />
            </dd>
            <dt>Message</dt>
            <dd>
              <JsonTree value={detail.message} />
            </dd>
          </dl>
        </>
      );
    case 'transaction': {
      const call = detail.call;
      return (
        <>
          {detail.warning && (
            <p className="wc-warning" role="alert">
              {detail.warning}
            </p>
          )}
          <dl className="details">
            <dt>From</dt>
            <dd className="mono">{detail.from}</dd>
            <dt>To</dt>
            <dd className="mono">{detail.to}</dd>
            <dt>Value</dt>
            <dd>
              {detail.value} {detail.symbol}
            </dd>
            {call && (
              <>
                <dt>Call</dt>
                <dd>
                  {call.fn === 'approve' ? 'Approve spending' : 'Transfer'}{' '}
                  {call.unlimited
                    ? 'an unlimited amount of'
                    : (call.amount ?? `${call.rawAmount} base units of`)}{' '}
                  {call.symbol ?? 'token'} ({call.token}) {call.fn === 'approve' ? 'by' : 'to'}{' '}
                  <span className="mono">{call.counterparty}</span>
                </dd>
              </>
            )}
            {!call && detail.data !== '0x' && (
              <>
                <dt>Data</dt>
                <dd className="mono clip">{detail.data}</dd>
              </>
            )}
            <dt>Gas limit</dt>
            <dd>{detail.gas}</dd>
            <dt>Max fee</dt>
            <dd>
              {detail.maxFee} {detail.symbol}
              {detail.maxFeeFiat !== null && ` (≈ ${detail.maxFeeFiat} ${detail.currency})`}
            </dd>
          </dl>
          <PreviewCard preview={detail.preview} />
        </>
      );
    }
    case 'solanaMessage':
      return (
        <dl className="details">
          <dt>Account</dt>
          <dd className="mono">{detail.from}</dd>
          <dt>Message</dt>
          <dd>
            {detail.text !== null ? (
              <pre className="wc-message">{detail.text}</pre>
            ) : (
              <pre className="wc-message mono">{detail.hex}</pre>
            )}
          </dd>
        </dl>
      );
    case 'solanaTransaction':
      return (
        <>
          {detail.warning && (
            <p className="wc-warning" role="alert">
              {detail.warning}
            </p>
          )}
          <SolanaTxDetails tx={detail.tx} from={detail.from} preview={detail.preview} />
        </>
      );
    case 'switchChain':
      return <p>Switch the app to {detail.chainName ?? detail.chainId}.</p>;
    case 'addChain':
      return detail.refusal ? (
        <p role="alert">{detail.refusal}</p>
      ) : (
        <p>{detail.chainName} is already one of this wallet's networks.</p>
      );
  }
}
