// Mutation run over the signer's checks (`npm run mutate`, not part of `npm test`): every
// intent check, transfer signer and replacement check, and the dapp namespace check, attacked
// by the signer tests alone.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts', related: false },
  testFiles: [
    // nftRefusals.test.ts among them: each NFT transfer check, attacked by a hostile main
    'signer/chains/evm/*.test.ts',
    'signer/chains/utxo/*.test.ts',
    'signer/chains/solana/*.test.ts',
    'signer/chains/tron/*.test.ts',
    'signer/chains/{ripple,stellar,cosmos,ton,polkadot,tezos}/*.test.ts',
    'signer/chains/{hedera,cardano,filecoin,aptos}/*.test.ts',
    'signer/chains/signing.test.ts',
    // a sell deposit's rules (saleDeposit.ts), by the table and through the real signer process
    'signer/chains/saleDeposit*.test.ts',
    // solana_signMessage's refusal of transaction bytes (txShape.ts) is attacked here
    'signer/dapp/refusals.test.ts',
    // which namespaces a key answers (dappNamespace.ts), by the table and through the real signer
    'signer/dapp/dappNamespace.test.ts',
    'signer/dapp/namespaces.test.ts',
    'shared/chains/ton/*.test.ts',
    // the THORChain memo parser every swap-deposit check reads memos with (checkSwapMemo.ts)
    'shared/exchange/*.test.ts',
  ],
  mutate: [
    'signer/chains/evm/{checkIntent,checkNftTransfer,checkReplacement,checkRevoke,checkRevokeDelegation,checkSwapDeposit,checkTokenApprove,decodeUnsigned,transferSigner,sign}.ts',
    'signer/chains/utxo/{checkIntent,checkReplacement,checkSwapDeposit,transferSigner,sign,signBch,keyPath}.ts',
    'shared/exchange/thorchainMemo.ts',
    'signer/chains/solana/{checkIntent,checkNftTransfer,checkSolTransfer,checkTokenTransfer,checkStaking,computeBudget,canonical,decodeMessage,intentParts,transferSigner,txShape}.ts',
    'signer/chains/tron/{checkIntent,checkRevoke,decodeRaw,transferSigner}.ts',
    'signer/chains/ripple/{checkIntent,checkTrust,decodePayment,decodeTrustSet,transferSigner,rippleKey}.ts',
    'signer/chains/stellar/{checkIntent,decodeEnvelope,transferSigner}.ts',
    'signer/chains/cosmos/{checkIntent,checkSwapDeposit,checkThorDeposit,decodeSignDoc,transferSigner}.ts',
    // the swap memo held to the approved swap: the one check of every family's swap deposit
    'signer/chains/checkSwapMemo.ts',
    'signer/chains/ton/{checkIntent,decodeTransfer,transferSigner}.ts',
    'shared/chains/ton/{jettonWallets,bounce}.ts',
    'signer/chains/polkadot/{checkIntent,decodePayload,transferSigner}.ts',
    'signer/chains/tezos/{checkIntent,checkToken,decodeOperation,decodeParameters,transferSigner}.ts',
    'signer/chains/hedera/{checkIntent,checkToken,decodeTransaction,transferSigner}.ts',
    'signer/chains/cardano/{checkIntent,checkToken,decodeBody,transferSigner}.ts',
    'signer/chains/filecoin/{checkIntent,messageCodec,transferSigner}.ts',
    'signer/chains/aptos/{checkIntent,decodeRawTransaction,transferSigner}.ts',
    'signer/chains/signing.ts',
    'signer/chains/saleDeposit.ts',
    'signer/dapp/dappNamespace.ts',
  ],
  // the sandbox needs sources, tests and configs; not builds, reports or the UI
  ignorePatterns: [
    'dist',
    'artifacts',
    'release',
    'build',
    'e2e',
    'bench',
    'renderer',
    'reports',
    '.data',
    '.stryker-tmp*',
  ],
  coverageAnalysis: 'perTest',
  // mutants only module loading reaches (constants, ABI text) would rerun every test: listed as ignored
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/signer.html' },
  jsonReporter: { fileName: 'reports/mutation/signer.json' },
  thresholds: { high: 100, low: 95, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
