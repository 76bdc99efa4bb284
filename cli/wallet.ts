/**
 * `npm run -s wallet -- <command>`: derive addresses, check keys and addresses in batches.
 * Requests come as NDJSON on stdin, one JSON answer per line on stdout. Secrets are read
 * only from stdin, never from argv, where other users of the machine could see them.
 */
import { createInterface } from 'node:readline';
import { COMMANDS, runLine, type Command } from './commands';

const USAGE = `usage: wallet <command> < requests.ndjson
commands:
  derive            {"chain","mnemonic","passphrase"?,"path"?,"index"?,"scheme"?} -> {"chain","path","address","publicKey"}
  address-from-key  {"chain","privateKey"} -> {"address"}
  validate-address  {"chain","address"} -> {"valid","reason"?}
a bad line gets {"error"} and the batch goes on`;

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (!command || command === '--help' || command === '-h') {
    console.info(USAGE);
    return command ? 0 : 2;
  }
  if (!COMMANDS.includes(command as Command) || rest.length > 0) {
    console.error(`unknown command or arguments: ${[command, ...rest].join(' ')}\n${USAGE}`);
    return 2;
  }
  const seeds = new Map<string, Uint8Array>();
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of rl) {
    if (line.trim() === '') continue;
    process.stdout.write(`${JSON.stringify(runLine(command as Command, line, seeds))}\n`);
  }
  for (const seed of seeds.values()) seed.fill(0);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
