// "Přehrát další díl automaticky": the listener's choice, on this device (localStorage).
import { createStore } from '../../../lib/store';

const AUTO_NEXT_KEY = 'autoNextEpisode';

function readAutoNext(): boolean {
  try {
    return localStorage.getItem(AUTO_NEXT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Read when the player bar loads (never during a server render). */
export const autoNext = createStore<boolean>(false);

export function loadAutoNext() {
  autoNext.set(readAutoNext());
}

export function setAutoNext(on: boolean) {
  try {
    localStorage.setItem(AUTO_NEXT_KEY, on ? '1' : '0');
  } catch {
    // storage blocked: the choice holds until the page is left
  }
  autoNext.set(on);
}
