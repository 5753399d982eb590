import { MantineContext, MantineThemeProvider } from '@mantine/core';
import { type ContextType, StrictMode, type ReactNode } from 'react';
import { PageDataContext, type PageData } from '../lib/pageData';
import { theme } from './theme';

const ignore = () => {};

/**
 * What Mantine's components read from MantineProvider, for a shop that is always light (index.html
 * says so). Not MantineProvider itself: it writes the theme's CSS variables into the page at run
 * time, code every first visit would load, while the stylesheet carries them already
 * (virtual:mantine-theme.css, built by scripts/mantineThemeCss.ts from what MantineProvider renders).
 */
const mantineSettings = {
  colorScheme: 'light',
  setColorScheme: ignore,
  clearColorScheme: ignore,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
} satisfies ContextType<typeof MantineContext>;

/** What every render of the app stands in, in the browser and on the server alike (so hydration matches). */
export function AppProviders({ pageData, children }: { pageData: PageData; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineContext value={mantineSettings}>
        <MantineThemeProvider theme={theme}>
          <PageDataContext.Provider value={pageData}>{children}</PageDataContext.Provider>
        </MantineThemeProvider>
      </MantineContext>
    </StrictMode>
  );
}
