import { cpus } from 'node:os';

/** What every bench's results record of the machine: Node, the cores and the 1-minute load average around the runs. */
export const machineFacts = (loadBefore: number, loadAfter: number) => ({
  node: process.version,
  cpus: cpus().length,
  loadAverage: { before: loadBefore, after: loadAfter },
});
