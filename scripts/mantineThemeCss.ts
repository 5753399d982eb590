// Part of the app build (vite.config.ts): the CSS variables of the shop's Mantine theme, and its
// hidden-from/visible-from classes, as a stylesheet (virtual:mantine-theme.css, which
// pwa/src/app/mantineStyles.ts imports). MantineProvider would write the same CSS into every page
// at run time, with about 3 KB gzip of code on every first load; pwa/src/app/AppProviders.tsx
// provides the theme without it. The CSS is what MantineProvider renders for the theme, so the two
// cannot drift apart.
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { theme } from '../pwa/src/app/theme.ts';

const MODULE_ID = 'virtual:mantine-theme.css';
// Vite's convention for a virtual module's resolved id; it keeps the .css ending, so Vite handles it as CSS.
const RESOLVED_ID = `\0${MODULE_ID}`;

/** The text of each <style> element MantineProvider renders for the shop's theme. */
export function mantineThemeCss(): string {
  const markup = renderToStaticMarkup(createElement(MantineProvider, { theme }));
  const styles = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css!);
  if (styles.length === 0) throw new Error('MantineProvider rendered no theme CSS');
  return styles.join('\n');
}

export const mantineThemeStylesheet = (): Plugin => ({
  name: 'mantine-theme-css',
  resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
  load: (id) => (id === RESOLVED_ID ? mantineThemeCss() : undefined),
});
