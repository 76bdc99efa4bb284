import type { TezosToken } from '../../../../shared/chains/tezos/tokens';

type Micheline =
  { string: string } | { int: string } | { prim: 'Pair'; args: [Micheline, Micheline] } | Micheline[];

const pair = (a: Micheline, b: Micheline): Micheline => ({ prim: 'Pair', args: [a, b] });

/**
 * The parameters of a token transfer, as Micheline JSON the forger encodes: the `transfer`
 * entrypoint of TZIP-7 (FA1.2) `(pair from (pair to value))` or TZIP-12 (FA2)
 * `list (pair from_ (list (pair to_ (pair token_id amount))))` with one transfer. Addresses are
 * written as strings (the readable form), which is the form the signer reads back.
 */
export function tokenTransferParameters(
  token: TezosToken,
  from: string,
  to: string,
  amount: bigint,
): { entrypoint: 'transfer'; value: Micheline } {
  const value =
    token.standard === 'fa2'
      ? [
          pair({ string: from }, [
            pair({ string: to }, pair({ int: token.tokenId }, { int: amount.toString(10) })),
          ]),
        ]
      : pair({ string: from }, pair({ string: to }, { int: amount.toString(10) }));
  return { entrypoint: 'transfer', value };
}
