/** The TON family's refusals, said before anything is signed. */
export const TON_ERRORS = {
  badAddress: 'Enter a valid address',
  amountZero: 'Enter an amount greater than 0',
  insufficient: (symbol: string) => `Insufficient ${symbol} balance`,
  feeUnpaid: 'Insufficient balance to pay the network fee',
  /** a jetton send pays the attached TON from the wallet's TON */
  jettonFeeUnpaid: (attach: string) =>
    `Insufficient TON to pay the network fee and the ${attach} TON a jetton transfer attaches (the unspent part comes back)`,
  /** a bounceable address (EQ…) of an account with no code yet: the TON would come straight back */
  bounceToInactive: (nonBounceable: string) =>
    `This address is not active yet and its form asks to bounce, so the TON would come back. Send to its non-bounceable form: ${nonBounceable}`,
  badMaster: 'Enter a valid jetton master address',
  notJetton: 'This address is not a jetton master',
  unknownJettonWallet:
    'This jetton uses a wallet contract this app cannot check, so it cannot send it safely',
  jettonWalletMismatch:
    'The TON node named a jetton wallet that is not this jetton’s: nothing was sent. Try again later or use another node',
  noNode: 'No local TON API is configured (WALLET_LOCAL_ENDPOINTS)',
  noPublicKey: 'The wallet’s public key is not known',
  noSpeedUp: 'TON transfers cannot be sped up or cancelled; an unconfirmed one expires within a minute',
} as const;
