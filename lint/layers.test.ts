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
    const screen = "import { formatPrice } from '@contract/format';\nimport { errorAnswer } from '../../../../api/src/http/errors';\nexport const x = [formatPrice, errorAnswer];\n";
    expect(await problems('pwa/src/features/orders/LintProbe.tsx', screen)).toEqual(['2: boundaries/dependencies']);
    const client = "import type { createApp } from '../../../api/src/app';\nimport { createApp as app } from '../../../api/src/app';\nexport type X = [typeof createApp, typeof app];\n";
    expect(await problems('pwa/src/lib/client.ts', client)).toEqual(['2: boundaries/dependencies']);
  });

  it('keep pwa/src/lib from importing screens', async () => {
    const lib = "import { OrderStateBadge } from '../features/orders/OrderStateBadge';\nexport const x = OrderStateBadge;\n";
    expect(await problems('pwa/src/lib/lintProbe.ts', lib)).toEqual(['1: boundaries/dependencies']);
  });

  it('let contract/ import zod and itself only', async () => {
    const contract = "import { readFileSync } from 'node:fs';\nimport { z } from 'zod';\nimport { formatPrice } from './format';\nexport const x = [readFileSync, z, formatPrice];\n";
    expect(await problems('contract/lintProbe.ts', contract)).toEqual(['1: boundaries/dependencies']);
  });

  it('refuse fetch in a screen', async () => {
    expect(await problems('pwa/src/features/orders/lintProbe.ts', "export const x = () => fetch('/api/orders');\n")).toEqual(['1: no-restricted-globals']);
  });
});
