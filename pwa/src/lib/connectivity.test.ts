// Lie-fi (issue 33): offline while the browser believes it is online, the app asks the server again
// every few seconds. A question the network leaves hanging must not end the asking: it is given up
// like a read, and the next one finds the server answering. The clock is vitest's.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { hanging } from '../test/network';
import { isOnline, READ_TIMEOUT_MS, unanswered } from './connectivity';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('a check of the connection that gets no answer is given up, and a later check finds the server answering again', async () => {
  const network = vi.fn(hanging);
  vi.stubGlobal('fetch', network);
  unanswered();
  await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(1), { timeout: 60_000, interval: 1_000 });

  // The network answers again while the first check still hangs.
  network.mockImplementation(() => Promise.resolve(new Response('ok')));
  await vi.advanceTimersByTimeAsync(2 * READ_TIMEOUT_MS);
  expect(network.mock.calls.length).toBeGreaterThan(1);
  expect(isOnline()).toBe(true);
});
