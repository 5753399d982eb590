import { Worker } from 'node:worker_threads';

// A thread of its own keeps its own timers: it fires even while the main thread is blocked for
// good (in a write, in a wait inside process.exit). It writes nothing, because a write could block
// it too, and it takes none of the process's loaders (--import), which could wait for the main thread.
const KILL_LATER = `
const { workerData } = require('node:worker_threads');
setTimeout(() => process.kill(process.pid, 'SIGKILL'), workerData);
`;

/** Kills this process `ms` from now unless it has exited by then; it keeps nothing alive. */
export function killAfter(ms: number): void {
  new Worker(KILL_LATER, { eval: true, workerData: ms, execArgv: [] }).unref();
}
