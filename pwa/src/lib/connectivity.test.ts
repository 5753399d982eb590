// Lie-fi (issue 33): offline while the browser believes it is online, the app asks the server again
// every few seconds. A question the network leaves hanging must not end the asking: it is given up
// like a read, and the next one finds the server answering. The clock is vitest's.
import { describe, expect, it, vi } from 'vitest';
import { hanging, onFakeClockWithLieFi } from '../test/network';
import { isOnline, READ_TIMEOUT_MS, received, SAVED_ANSWER_HEADER, SAVED_BECAUSE, unanswered } from './connectivity';

onFakeClockWithLieFi();

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

// A slow server is no lost network (a phone on a train: answers take 4–8 s). The service worker shows
// its saved answer after 3 s all the same, but only a network that failed puts the app offline; after
// a slow one the app asks the server, and goes offline only if that question gets no answer in time.
describe('an answer the service worker saved', () => {
  const savedAnswer = (because: string) => new Response('[]', { headers: { [SAVED_ANSWER_HEADER]: because } });

  it('because the server was slow leaves the app online while the server answers, asking it once for several such answers', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('ok')));
    vi.stubGlobal('fetch', network);
    received(new Response('[]'));
    received(savedAnswer(SAVED_BECAUSE.serverSlow));
    received(savedAnswer(SAVED_BECAUSE.serverSlow));
    expect(isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    expect(network.mock.calls).toEqual([['/readyz', expect.anything()]]);
    expect(isOnline()).toBe(true);
  });

  it('because the server was slow puts the app offline once the server leaves the question unanswered for the read time', async () => {
    vi.stubGlobal('fetch', vi.fn(hanging));
    received(new Response('[]'));
    received(savedAnswer(SAVED_BECAUSE.serverSlow));
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    expect(isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(isOnline()).toBe(false);
  });

  it('because the network failed puts the app offline at once', () => {
    received(new Response('[]'));
    received(savedAnswer(SAVED_BECAUSE.networkFailed));
    expect(isOnline()).toBe(false);
  });
});
