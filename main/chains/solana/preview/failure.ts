/**
 * Why a simulated transaction fails, in the program's own words when its logs give them: the
 * last line a program wrote itself ("Program log: Error: insufficient funds", or the System
 * program's "Transfer: insufficient lamports …"), else the runtime's "failed: …", else the
 * error object as the node gave it.
 */
const RUNTIME_LINE = /^Program \w+ (invoke \[\d+\]|consumed .*|success|failed: .*)$/;
const SAYS_WHY = /error|insufficient|invalid|failed|not |exceed/i;

export function failureReason(err: unknown, logs: readonly string[]): string {
  for (let i = logs.length - 1; i >= 0; i--) {
    const line = logs[i]!;
    if (RUNTIME_LINE.test(line)) continue;
    const text = line.replace(/^Program log: /, '').replace(/^Error: /, '');
    if (SAYS_WHY.test(text)) return text;
  }
  for (let i = logs.length - 1; i >= 0; i--) {
    const m = /^Program \w+ failed: (.*)$/.exec(logs[i]!);
    if (m) return m[1]!;
  }
  return typeof err === 'string' ? err : JSON.stringify(err);
}
