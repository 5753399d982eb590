import { pino, type DestinationStream, type Logger } from 'pino';
import { nonBlockingOutput } from './logOutput';

export type Log = Logger;

export interface LogOptions {
  /** The least severe level written (trace, debug, info, warn, error, fatal; silent writes nothing). */
  level: string;
  /** Where the JSON lines go; standard output by default, never waited for (tests collect them in memory). */
  destination?: DestinationStream;
}

// Fields that could hold a secret, at the top of a line and one object down (pino's paths cannot
// reach deeper). Nothing logs them on purpose; this is the net under a careless call.
const SECRET_FIELDS = ['password', 'newPassword', 'token', 'sessionToken', 'authorization', 'cookie', 'session', 'link', 'links', 'url'];
export const REDACTED = '[skryto]';

/** The shop's logger: one JSON object a line, with an ISO time and the level's name. */
export function createLog({ level, destination }: LogOptions): Log {
  const options = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]), censor: REDACTED },
  };
  return pino(options, destination ?? nonBlockingOutput(process.stdout));
}
