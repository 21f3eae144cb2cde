// The entry of the bin (packages/widgets/dist/contract.mjs, bundled without React by build-bin.mjs).
import { runCli } from './cli';

const result = runCli(process.argv.slice(2));
for (const line of result.lines) (result.exitCode === 2 ? console.error : console.log)(line);
process.exitCode = result.exitCode;
