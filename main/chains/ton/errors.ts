/** The TON family's refusals, said before anything is signed. */
export const TON_ERRORS = {
  badAddress: 'Enter a valid address',
  amountZero: 'Enter an amount greater than 0',
  insufficient: (symbol: string) => `Insufficient ${symbol} balance`,
  feeUnpaid: 'Insufficient balance to pay the network fee',
  /** a jetton send pays the attached TON from the wallet's TON */
  jettonFeeUnpaid: (attach: string) =>
    `Insufficient TON to pay the network fee and the ${attach} TON a jetton transfer attaches (the unspent part comes back)`,
  badMaster: 'Enter a valid jetton master address',
  notJetton: 'This address is not a jetton master',
  noNode: 'No local TON API is configured (WALLET_LOCAL_ENDPOINTS)',
  noPublicKey: 'The wallet’s public key is not known',
  noSpeedUp: 'TON transfers cannot be sped up or cancelled; an unconfirmed one expires within a minute',
} as const;
