// Lie-fi (issue 33): a read that hangs without an answer counts as offline once READ_TIMEOUT_MS has
// passed, as a network failure does; the next answer brings the app back online. The clock is vitest's.
import { describe, expect, it, vi } from 'vitest';
import { hanging, onFakeClockWithLieFi } from '../test/network';
import { apiFetch, ApiError } from './api';
import { isOnline, READ_TIMEOUT_MS } from './connectivity';
import { pwaTexts } from './texts/pwa';

const outcomeOf = (request: Promise<Response>) =>
  request.then(
    (response) => ({ answered: response.status }),
    (error: unknown) => ({ failed: error }),
  );

describe('a request the network leaves hanging', () => {
  onFakeClockWithLieFi();

  it('is given up after READ_TIMEOUT_MS as offline, and the next answer is online again', async () => {
    vi.stubGlobal('fetch', vi.fn(hanging));
    const settled = vi.fn();
    const read = outcomeOf(apiFetch('/api/products')).then((outcome) => (settled(), outcome));
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    expect(isOnline()).toBe(true);

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
    expect(await read).toEqual({ failed: new ApiError(pwaTexts.offline.notSaved, 0) });
    expect(isOnline()).toBe(false);

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('[]', { status: 200 }))),
    );
    expect(await outcomeOf(apiFetch('/api/products'))).toEqual({ answered: 200 });
    expect(isOnline()).toBe(true);
  });

  it('is not cut short when it is a write, nor taken as offline when the caller cancels it', async () => {
    vi.stubGlobal('fetch', vi.fn(hanging));
    const settled = vi.fn();
    void apiFetch('/api/uploads', { method: 'POST', body: 'x' }).finally(settled);
    await vi.advanceTimersByTimeAsync(10 * READ_TIMEOUT_MS);
    expect(settled).not.toHaveBeenCalled();

    const cancel = new AbortController();
    const cancelled = outcomeOf(apiFetch('/api/products', { signal: cancel.signal }));
    cancel.abort();
    expect(await cancelled).toEqual({ failed: expect.objectContaining({ name: 'AbortError' }) });
    expect(isOnline()).toBe(true);
  });
});
