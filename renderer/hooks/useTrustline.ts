import type { TrustAction } from '../../shared/contract/txKinds';
import { useCallMutation, useCallQuery } from './useCall';

/** What opening or closing a token's trustline costs and locks; asked only while offered. */
export const useTrustQuote = (coinId: string, action: TrustAction, enabled = true) =>
  useCallQuery('tokens.trustQuote', { coinId, action }, enabled);

export const useTrustSubmit = () =>
  useCallMutation('tokens.trustSubmit', ['tokens.trustQuote', 'coin.overview', 'coins.balances']);
