import { createContext } from 'react';
import type { PageHead } from './documentHead';

/** An API answer as a screen shows it: the data, or the server's message and status. */
export type SettledAnswer = { status: 'success'; data: unknown } | { status: 'error'; message: string; httpStatus: number };

/**
 * The API answers a server-rendered page was built from, keyed by API path. On the server, the
 * render notes which paths it asked for and lacked (so they can be fetched for the next pass);
 * in the browser, the first render reads the same answers from the page, so hydration shows
 * exactly what the server sent and does not ask for it again.
 */
export class PageData {
  readonly missing = new Set<string>();
  /** On the server, the head the screen asked for (at its path), so the rendered page carries it. */
  head: (PageHead & { path: string }) | undefined;

  constructor(private readonly answers: Record<string, SettledAnswer> = {}) {}

  get(path: string): SettledAnswer | undefined {
    const answer = this.answers[path];
    if (!answer) this.missing.add(path);
    return answer;
  }

  /** Once a screen has used an answer, a later visit to the same path asks the server again. */
  forget(path: string) {
    delete this.answers[path];
  }
}

/** Where a server-rendered page's answers are embedded, as JSON. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export const PageDataContext = createContext(new PageData());
