import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/routes';
import { theme } from './app/theme';
import { listenForInstallPrompt } from './features/pwa/installPrompt';
import { registerServiceWorker } from './features/pwa/serviceWorker';

listenForInstallPrompt();
registerServiceWorker();

// A transition lets React render the first screen in short slices, so a slow phone stays responsive.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </StrictMode>,
  ),
);
