import { useEffect } from 'react';
import { registerServiceWorker } from '../features/pwa/serviceWorker';

export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/**
 * Marks the document once the app runs the whole page (`<html data-app-started>`): a server-rendered
 * page is readable before, but its buttons answer only after. Browser tests wait for it before clicking.
 * Only then is the service worker registered: a page's load event and idle moment can come before the
 * app has started on a slow phone, and workbox-window then competed with the start for the first tap.
 */
export function StartedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
    registerServiceWorker();
  }, []);
  return null;
}
