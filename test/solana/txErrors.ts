/**
 * litesvm's transaction errors in the RPC's shape: the JSON `err` the RPC returns
 * (`"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`…) and the display
 * text agave puts in a preflight-failure message. litesvm hands back enum numbers; the names
 * below are its enums in order (node_modules/litesvm/dist/internal.d.ts).
 */
import type { FailedTransactionMetadata } from 'litesvm';

export type TxErrJson = string | Record<string, unknown>;

const INSTRUCTIONERRORFIELDLESS_NAMES = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
];

const TRANSACTIONERRORFIELDLESS_NAMES = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
];

/** agave's Display texts for the errors a wallet meets; others fall back to the name. */
const TX_TEXT: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  SignatureFailure: 'Transaction did not pass signature verification',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
};
const IX_TEXT: Record<string, string> = {
  InsufficientFunds: 'insufficient funds for instruction',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  IncorrectProgramId: 'incorrect program id for instruction',
  InvalidAccountOwner: 'Invalid account owner',
};

/** Transaction-level errors that stop a transaction before it is charged: it never lands. */
export function landsWithError(err: TxErrJson): boolean {
  return typeof err !== 'string';
}

export function txErrorJson(failed: FailedTransactionMetadata): TxErrJson {
  const e: unknown = failed.err();
  if (typeof e === 'number') return TRANSACTIONERRORFIELDLESS_NAMES[e] ?? `TransactionError${e}`;
  const o = e as {
    index?: number;
    accountIndex?: number;
    err?: () => unknown;
    constructor: { name: string };
  };
  const kind = o.constructor.name.replace(/^TransactionError/, '');
  if (kind === 'InstructionError' && o.err) {
    const inner: unknown = o.err();
    let ix: unknown;
    if (typeof inner === 'number') ix = INSTRUCTIONERRORFIELDLESS_NAMES[inner] ?? `InstructionError${inner}`;
    else if (inner && typeof inner === 'object' && 'code' in inner)
      ix = { Custom: (inner as { code: number }).code };
    else ix = { BorshIoError: String((inner as { msg?: string }).msg ?? '') };
    return { InstructionError: [o.index ?? 0, ix] };
  }
  if (kind === 'DuplicateInstruction') return { DuplicateInstruction: o.index ?? 0 };
  return { [kind]: { account_index: o.accountIndex ?? 0 } };
}

export function txErrorText(err: TxErrJson): string {
  if (typeof err === 'string') return TX_TEXT[err] ?? err;
  const ie = err.InstructionError as [number, unknown] | undefined;
  if (ie) {
    const [i, inner] = ie;
    let text: string;
    if (typeof inner === 'string') text = IX_TEXT[inner] ?? inner;
    else if (inner && typeof inner === 'object' && 'Custom' in inner)
      text = `custom program error: 0x${(inner as { Custom: number }).Custom.toString(16)}`;
    else text = JSON.stringify(inner);
    return `Error processing Instruction ${i}: ${text}`;
  }
  const rent = err.InsufficientFundsForRent as { account_index: number } | undefined;
  if (rent)
    return `Transaction results in an account (${rent.account_index}) with insufficient funds for rent`;
  return JSON.stringify(err);
}
