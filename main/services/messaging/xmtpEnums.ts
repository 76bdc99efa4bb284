// The libxmtp bindings declare their enums as ambient `const enum`s, which this project's
// `verbatimModuleSyntax` cannot read: their values, typed as the enums, kept in one place.
import type { ConsentState, IdentifierKind, SortDirection } from '@xmtp/node-sdk';

export const ETHEREUM_IDENTIFIER = 0 as IdentifierKind.Ethereum;
export const CONSENT = {
  unknown: 0 as ConsentState.Unknown,
  allowed: 1 as ConsentState.Allowed,
  denied: 2 as ConsentState.Denied,
};
export const DESCENDING = 1 as SortDirection.Descending;
