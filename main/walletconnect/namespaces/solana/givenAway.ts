import type { SolanaDappTx } from '../../../../shared/chains/solana/dappSolana';

/**
 * What the drainer instructions give away, read from the instructions alone: said when the
 * node could not simulate (the preview then carries no warnings), so the red line never
 * depends on the node.
 */
export function givenAway(tx: SolanaDappTx, wallet: string): string | null {
  const given = tx.instructions.flatMap((ix) => {
    if (ix.kind === 'assign' && ix.account === wallet)
      return [`gives control of your account to program ${ix.owner}`];
    if (ix.kind === 'setAuthority' && ix.current === wallet && ix.newAuthority !== wallet)
      return [`makes ${ix.newAuthority ?? 'nobody'} the ${ix.authorityType} authority of ${ix.target}`];
    if (ix.kind === 'approve' && ix.owner === wallet)
      return [`lets ${ix.delegate} take tokens from your token account ${ix.source}`];
    if (ix.kind === 'closeAccount' && ix.owner === wallet && ix.destination !== wallet)
      return [`closes your token account ${ix.account} and pays its rent to ${ix.destination}`];
    return [];
  });
  return given.length ? `This transaction ${given.join('; it ')}.` : null;
}
