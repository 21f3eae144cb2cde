// npm run contract -- recording.har [--route assign=/flipflow/assign …] [--base /app/]: the contract
// checker from the source (packages/contract), as the bin `stempeluhr-contract check` of the npm package.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContractBin } from '../packages/contract/build-bin.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(root, '.tmp/contract.mjs');
await buildContractBin(out);
const result = spawnSync(process.execPath, [out, 'check', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exitCode = result.status ?? 2;
