/** The Solana family's refusals, in the spec's style (§5, §8): said before anything is signed. */
export const SOLANA_ERRORS = {
  badAddress: 'Enter a valid address',
  amountZero: 'Enter an amount greater than 0',
  insufficient: (symbol: string) => `Insufficient ${symbol} balance`,
  feeUnpaid: 'Insufficient balance to pay the network fee',
  feeAndRent: (rent: string) =>
    `Insufficient balance to pay the network fee and the recipient's new token account (${rent} SOL rent)`,
  leavesDust: (min: string) =>
    `This send would leave less than the rent-exempt minimum (${min} SOL); send all or leave at least ${min} SOL`,
  /** a token send or staking action: the user cannot "send all" SOL there */
  feeLeavesDust: (min: string) =>
    `The fee would leave less than the rent-exempt minimum (${min} SOL) in this account; keep at least ${min} SOL or empty it first`,
  newAccountTooSmall: (min: string) =>
    `The recipient account does not exist yet: send at least ${min} SOL (the rent-exempt minimum) to create it`,
  wouldFail: (why: string) => `The transaction would fail: ${why}`,
  tooLarge: 'The amount is too large',
  notMint: 'This address is not a token mint',
  badMint: 'Enter a valid mint address',
  noTokenList: 'Token search is not available on this network',
  noNode: 'No local Solana node is configured (WALLET_LOCAL_ENDPOINTS)',
  stakeTooSmall: (min: string, reserve: string) =>
    `Stake at least ${min} SOL: ${reserve} SOL stays in the stake account as its rent-exempt reserve`,
  notVoteAccount: 'The validator address is not a vote account',
  noValidator: 'Choose a validator to stake with',
  noPosition: 'Choose a stake account',
  positionNotFound: 'This stake account was not found, or it is not this wallet’s',
  cannotUnstake: 'This stake account is not delegated, or is already deactivating',
  cannotWithdraw: 'Only an inactive stake account can be withdrawn; unstake it and wait for the epoch to end',
  withdrawTooMuch: (max: string) => `You can withdraw at most ${max} SOL from this stake account`,
  /** issue 28: what an NFT send refuses, before anything is signed */
  programmableNft:
    'This is a programmable NFT: it moves only through its creator’s transfer rules, which this wallet does not send yet',
  compressedNft:
    'This is a compressed NFT: it lives in a Merkle tree, not a token account, and this wallet does not send those yet',
  notAnNft: 'This token is not an NFT (its mint has decimals)',
  nftNotHeld: 'This wallet does not hold that NFT',
  nftOnToken2022: 'NFTs on the Token-2022 program cannot be sent yet',
  noSpeedUp:
    'Solana transactions cannot be sped up or cancelled; an unconfirmed one expires within about a minute',
} as const;
