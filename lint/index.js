// The lint toolchain, resolved from this package so that typescript-eslint finds the TypeScript 6
// beside it (lint/node_modules/typescript) and not the project's TypeScript 7, which has no
// JavaScript API.
import { createRequire } from 'node:module';

export { default as js } from '@eslint/js';
export { default as tseslint } from 'typescript-eslint';
export { default as reactHooks } from 'eslint-plugin-react-hooks';
export { default as boundaries } from 'eslint-plugin-boundaries';

/** eslint-plugin-boundaries loads import resolvers by name or path; this is the TypeScript one's. */
export const typescriptResolver = createRequire(import.meta.url).resolve('eslint-import-resolver-typescript');
