import type { Log } from '../log';

/** A start the shop refuses for a reason its operator must fix; `problems` lists them, one each. */
export class StartRefused extends Error {
  constructor(
    readonly heading: string,
    readonly problems: string[] = [],
  ) {
    super([heading, ...problems.map((problem) => `- ${problem}`)].join('\n'));
  }
}

/**
 * Ends a refused start with exit code 1: the reason as lines a person reads on a terminal
 * (standard error), and as one JSON line in the log with the problems as a list.
 */
export function refuseToStart(log: Log, refusal: StartRefused): never {
  process.stderr.write(`${refusal.message}\n`);
  log.fatal(refusal.problems.length ? { problems: refusal.problems } : {}, refusal.heading);
  process.exit(1);
}
