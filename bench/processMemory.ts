import { readFileSync } from 'node:fs';

/** A running process's resident set (VmRSS of /proc/<pid>/status), in bytes. */
export const rssBytes = (pid: number) => Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
