import { MantineProvider } from '@mantine/core';
import { StrictMode, type ReactNode } from 'react';
import { PageDataContext, type PageData } from '../lib/pageData';
import { theme } from './theme';

/** What every render of the app stands in, in the browser and on the server alike (so hydration matches). */
export function AppProviders({ pageData, children }: { pageData: PageData; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme}>
        <PageDataContext.Provider value={pageData}>{children}</PageDataContext.Provider>
      </MantineProvider>
    </StrictMode>
  );
}
