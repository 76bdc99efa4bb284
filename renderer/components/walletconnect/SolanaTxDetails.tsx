import { formatUnits } from '../../../shared/amount';
import type { SolanaDappInstruction, SolanaDappTx } from '../../../shared/chains/solana/dappSolana';
import type { TxPreview } from '../../../shared/preview/txPreview';
import { PreviewCard } from '../preview/PreviewCard';

const SOL_DECIMALS = 9;
/** an SPL approval of u64::MAX has no limit */
const U64_MAX = (2n ** 64n - 1n).toString(10);
/** programs the wallet knows by name, for the unread instructions it lists */
const PROGRAM_NAMES: Record<string, string> = {
  '11111111111111111111111111111111': 'System program',
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'Token program',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022 program',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token program',
  ComputeBudget111111111111111111111111111111: 'Compute Budget program',
  Stake11111111111111111111111111111111111111: 'Stake program',
};

function Instruction({ ix, me }: { ix: SolanaDappInstruction; me: string }) {
  const who = (key: string) => (key === me ? 'your account' : key);
  switch (ix.kind) {
    case 'solTransfer':
      return (
        <>
          Send <strong>{formatUnits(BigInt(ix.lamports), SOL_DECIMALS)} SOL</strong> from{' '}
          <span className="mono">{who(ix.from)}</span> to <span className="mono">{who(ix.to)}</span>
        </>
      );
    case 'tokenTransfer':
      return (
        <>
          Send{' '}
          <strong>
            {ix.decimals !== null
              ? `${formatUnits(BigInt(ix.amount), ix.decimals)} tokens`
              : `${ix.amount} base units of a token`}
          </strong>
          {ix.mint && (
            <>
              {' '}
              (mint <span className="mono">{ix.mint}</span>)
            </>
          )}{' '}
          from token account <span className="mono">{ix.source}</span> to token account{' '}
          <span className="mono">{ix.destination}</span>, authorised by{' '}
          <span className="mono">{who(ix.authority)}</span>
        </>
      );
    case 'assign':
      return ix.account === me ? (
        <>
          <strong className="error-text">Assign</strong> your account to program{' '}
          <span className="mono">{ix.owner}</span>
          <strong> — that program gets control of your account and all its SOL</strong>
        </>
      ) : (
        <>
          <strong className="error-text">Assign</strong> account <span className="mono">{ix.account}</span> to
          program <span className="mono">{ix.owner}</span>
        </>
      );
    case 'setAuthority':
      return (
        <>
          <strong className="error-text">Set authority</strong> ({ix.authorityType}) of{' '}
          <span className="mono">{ix.target}</span> from <span className="mono">{who(ix.current)}</span> to{' '}
          {ix.newAuthority ? <span className="mono">{who(ix.newAuthority)}</span> : 'nobody'}
        </>
      );
    case 'approve':
      return (
        <>
          <strong className="error-text">Approve</strong> delegate{' '}
          <span className="mono">{who(ix.delegate)}</span> to move{' '}
          <strong>
            {ix.amount === U64_MAX
              ? 'all tokens (no limit)'
              : ix.decimals !== null
                ? `${formatUnits(BigInt(ix.amount), ix.decimals)} tokens`
                : `${ix.amount} base units`}
          </strong>{' '}
          from token account <span className="mono">{ix.source}</span>, authorised by{' '}
          <span className="mono">{who(ix.owner)}</span>
        </>
      );
    case 'closeAccount':
      return (
        <>
          <strong>Close</strong> token account <span className="mono">{ix.account}</span>, its rent to{' '}
          <span className="mono">{who(ix.destination)}</span>, authorised by{' '}
          <span className="mono">{who(ix.owner)}</span>
        </>
      );
    case 'computeUnitLimit':
      return <>Compute unit limit: {ix.units.toLocaleString('en-US')}</>;
    case 'computeUnitPrice':
      return <>Priority fee: {ix.microLamports} micro-lamports per compute unit</>;
    case 'unknown':
      return (
        <>
          <strong>Unread instruction</strong> of{' '}
          {PROGRAM_NAMES[ix.programId] ? `the ${PROGRAM_NAMES[ix.programId]} ` : 'program '}
          <span className="mono">{ix.programId}</span> ({ix.accounts.length} accounts, {ix.dataLength} bytes
          of data){ix.walletSigns && <strong> — it acts with your account’s authority</strong>}
        </>
      );
  }
}

/**
 * A dapp's Solana transaction as the signer will check it: what it does on the user's node
 * (the preview), then instructions in order, fee payer, signers, fee.
 */
export function SolanaTxDetails({
  tx,
  from,
  preview,
}: {
  tx: SolanaDappTx;
  from: string;
  preview: TxPreview;
}) {
  const others = tx.signers.filter((s) => s !== from);
  return (
    <>
      <PreviewCard preview={preview} />
      <dl className="details">
        <dt>Signs with</dt>
        <dd className="mono">{from} (this wallet’s key)</dd>
        <dt>Fee payer</dt>
        <dd className="mono">{tx.feePayer === from ? `${from} (this wallet)` : tx.feePayer}</dd>
        {others.length > 0 && (
          <>
            <dt>Other signers</dt>
            <dd className="mono">{others.join(', ')}</dd>
          </>
        )}
        <dt>Instructions</dt>
        <dd>
          <ol className="wc-instructions">
            {tx.instructions.map((ix, i) => (
              <li key={i}>
                <Instruction ix={ix} me={from} />
              </li>
            ))}
          </ol>
        </dd>
        <dt>Max fee</dt>
        <dd>{formatUnits(BigInt(tx.maxFee), SOL_DECIMALS)} SOL</dd>
      </dl>
    </>
  );
}
