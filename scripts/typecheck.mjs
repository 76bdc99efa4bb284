// Type-checks each process as its own project: one tsconfig per process is what keeps
// Node types out of the renderer and both Node and DOM out of shared/.
import { spawnSync } from 'node:child_process';

const projects = ['shared', 'main', 'signer', 'renderer', 'tools'];
let failed = false;
for (const name of projects) {
  const r = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', `tsconfig.${name}.json`], {
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    console.error(`typecheck failed: tsconfig.${name}.json`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
