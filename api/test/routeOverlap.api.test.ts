import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';

// Hono runs the handlers of every matching route in the order they were added, so a literal path
// (`/api/orders/myorders`) that an id route (`/api/orders/:id`) also matches works only while it is
// added first. The id routes take digits only (`:id{[0-9]+}`), so the order does not matter.
let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.close());

/** Whether a route's segment matches a literal segment: itself, or a parameter whose pattern (or none) admits it. */
function admits(segment: string, literal: string): boolean {
  const param = /^:\w+(?:\{(.+)\})?$/.exec(segment);
  if (!param) return segment === literal;
  return param[1] === undefined || new RegExp(`^(?:${param[1]})$`).test(literal);
}

it('no literal API path is also matched by another route of the same method (only the catch-alls after them)', () => {
  const routes = server.routes.filter((r) => r.path.startsWith('/api/') && !r.path.endsWith('*') && r.method !== 'ALL');
  const literals = routes.filter((r) => !r.path.includes(':'));
  const overlaps = literals.flatMap((literal) => {
    const parts = literal.path.split('/');
    return routes
      .filter((r) => r.method === literal.method && r.path !== literal.path)
      .filter((r) => {
        const segments = r.path.split('/');
        return segments.length === parts.length && segments.every((segment, i) => admits(segment, parts[i]!));
      })
      .map((r) => `${literal.method} ${literal.path} ~ ${r.path}`);
  });
  expect(literals.length).toBeGreaterThan(20);
  expect([...new Set(overlaps)]).toEqual([]);
});
