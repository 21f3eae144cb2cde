/** Writes the contract checker bin to `outfile` (one file for Node, without React). */
export function buildContractBin(outfile: string): Promise<void>;
