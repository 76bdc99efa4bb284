/**
 * WalletConnect's SDK has fire-and-forget paths with no catch: the publisher's retry queue
 * (`checkQueue`) rejects on every 5 s pulse while the relay refuses a publish, and the relay
 * socket can throw from a timer. Under Node's default (`--unhandled-rejections=throw`) each of
 * those ends main, and with it every wallet window, for a dapp connection's hiccup. This guard
 * logs such faults and lets main go on; anything else keeps Node's default and still crashes,
 * because a fault main cannot place is not one to run on with.
 *
 * The SDK is bundled (and minified) into main, so its faults are known by what they say, or by
 * the package paths in the stack when it runs from node_modules (tests, development).
 */
const SDK_STACK = /@walletconnect|@reown|jsonrpc-ws-connection/;
const SDK_MESSAGE =
  /Failed to publish (custom )?payload|relayer|irn_|wc_(propose|approve)Session|WebSocket connection|socket (hang up|stalled)|Subscribing to .* failed|Connection interrupted/i;

export function isWalletConnectFault(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  return SDK_MESSAGE.test(e.message) || SDK_STACK.test(e.stack ?? '');
}

type Proc = Pick<NodeJS.Process, 'on' | 'off' | 'nextTick'>;

/** Installs the guard on `proc` (the process); returns its removal. */
export function guardWalletConnectFaults(
  log: (line: string) => void = (l) => console.warn(l),
  proc: Proc = process,
): () => void {
  const onRejection = (reason: unknown) => {
    if (isWalletConnectFault(reason))
      return log(`walletconnect: unhandled rejection ignored: ${String(reason)}`);
    // Node's default for an unhandled rejection: raised as an uncaught exception
    throw reason;
  };
  const onException = (e: Error) => {
    if (isWalletConnectFault(e)) return log(`walletconnect: uncaught exception ignored: ${String(e)}`);
    // not ours: without this listener the exception gets the host's default handling
    remove();
    proc.nextTick(() => {
      throw e;
    });
  };
  const remove = () => {
    proc.off('unhandledRejection', onRejection);
    proc.off('uncaughtException', onException);
  };
  proc.on('unhandledRejection', onRejection);
  proc.on('uncaughtException', onException);
  return remove;
}
