import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import tseslint from 'typescript-eslint';

// The project's own eslint.config.js, on code that is not in the tree: each case names the file it
// stands for, since the rules follow where a file lives and what its imports resolve to. Without the
// type-aware rules, which would need these made-up files in the TypeScript project.
const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.line}: ${message.ruleId}`);
}

describe('the layers', () => {
  it('keep services away from HTTP: api/src/http, routes and hono', async () => {
    const service = "import { errorAnswer } from '../http/errors';\nimport { Hono } from 'hono';\nexport const x = [errorAnswer, Hono];\n";
    expect(await problems('api/src/orders/lintProbe.ts', service)).toEqual(['1: boundaries/dependencies', '2: boundaries/dependencies']);
    expect(await problems('api/src/orders/lintProbeRoutes.ts', service)).toEqual([]);
  });

  it('keep SQL out of routes: only types from api/src/db', async () => {
    const routes = "import { sql } from 'kysely';\nimport type { Db } from '../db/open';\nexport const x = sql as unknown as Db;\n";
    expect(await problems('api/src/orders/lintProbeRoutes.ts', routes)).toEqual(['1: boundaries/dependencies']);
  });

  it('let the PWA import only contract/ from outside pwa/, and the client only the type of the app', async () => {
    const screen =
      "import { formatPrice } from '@contract/format';\nimport { errorAnswer } from '../../../../api/src/http/errors';\nexport const x = [formatPrice, errorAnswer];\n";
    expect(await problems('pwa/src/features/orders/LintProbe.tsx', screen)).toEqual(['2: boundaries/dependencies']);
    const client =
      "import type { createApp } from '../../../api/src/app';\nimport { createApp as app } from '../../../api/src/app';\nexport type X = [typeof createApp, typeof app];\n";
    expect(await problems('pwa/src/lib/client.ts', client)).toEqual(['2: boundaries/dependencies']);
  });

  it('keep pwa/src/lib from importing screens', async () => {
    const lib = "import { OrderStateBadge } from '../features/orderView/OrderStateBadge';\nexport const x = OrderStateBadge;\n";
    expect(await problems('pwa/src/lib/lintProbe.ts', lib)).toEqual(['1: boundaries/dependencies']);
  });

  it('let contract/ import zod and itself only', async () => {
    const contract =
      "import { readFileSync } from 'node:fs';\nimport { z } from 'zod';\nimport { formatPrice } from './format';\nexport const x = [readFileSync, z, formatPrice];\n";
    expect(await problems('contract/lintProbe.ts', contract)).toEqual(['1: boundaries/dependencies']);
  });

  it('let a feature import of another only the modules it offers', async () => {
    const screen =
      "import { OrderItems } from '../orderView/OrderItems';\nimport { Fact } from '../orderView/OrderSection';\nimport { Copyable } from '../orderView/Copyable';\nexport const x = [OrderItems, Fact, Copyable];\n";
    expect(await problems('pwa/src/features/checkout/LintProbe.tsx', screen)).toEqual(['3: folders/feature-entry']);
    const lazy = "export const x = () => import('../../admin/OrderAdminActions');\nexport const y = () => import('../../admin/AdminScreens');\n";
    expect(await problems('pwa/src/features/orders/parts/LintProbe.tsx', lazy)).toEqual(['2: folders/feature-entry']);
    expect(await problems('pwa/src/features/admin/orders/LintProbe.tsx', "export { AdminPage } from '../ui/AdminPage';\n")).toEqual([]);
  });

  it('keep the PWA features and the server domains from importing each other both ways', async () => {
    expect(await problems('pwa/src/features/orderView/LintProbe.tsx', "export { useCart } from '../cart/useCart';\n")).toEqual(['1: folders/folder-order']);
    expect(await problems('pwa/src/features/cart/LintProbe.tsx', "export { OrderItems } from '../orderView/OrderItems';\n")).toEqual([]);
    expect(await problems('api/src/mail/lintProbe.ts', "export { orderById } from '../orders/orders';\n")).toEqual(['1: folders/folder-order']);
    expect(await problems('api/src/orders/lintProbe.ts', "export { enqueueMail } from '../mail/outbox';\n")).toEqual([]);
    expect(await problems('api/src/catalogue/lintProbe.ts', "export { podcastFeed } from '../media/podcastFeed';\n")).toEqual(['1: folders/folder-order']);
  });

  it('keep transactions out of routes', async () => {
    const routes = "import type { Db } from '../db/open';\nexport const x = (db: Db) => db.transaction().execute(async () => 1);\n";
    expect(await problems('api/src/orders/lintProbeRoutes.ts', routes)).toEqual(['2: no-restricted-syntax']);
    expect(await problems('api/src/orders/lintProbe.ts', routes)).toEqual([]);
  });

  it('refuse fetch in a screen', async () => {
    expect(await problems('pwa/src/features/orders/lintProbe.ts', "export const x = () => fetch('/api/orders');\n")).toEqual(['1: no-restricted-globals']);
  });
});
