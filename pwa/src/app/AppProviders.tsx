import { MantineProvider } from '@mantine/core';
import { StrictMode, type ReactNode, useEffect } from 'react';
import { PageDataContext, type PageData } from '../lib/pageData';
import { theme } from './theme';

/**
 * Marks the document once the app runs it (`<html data-app-started>`): a server-rendered page is
 * readable before, but its buttons answer only after. Browser tests wait for it before clicking.
 */
function StartedMark() {
  useEffect(() => {
    document.documentElement.dataset.appStarted = '';
  }, []);
  return null;
}

/** What every render of the app stands in, in the browser and on the server alike (so hydration matches). */
export function AppProviders({ pageData, children }: { pageData: PageData; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme}>
        <PageDataContext.Provider value={pageData}>
          {children}
          <StartedMark />
        </PageDataContext.Provider>
      </MantineProvider>
    </StrictMode>
  );
}
