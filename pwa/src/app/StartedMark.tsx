import { useEffect } from 'react';

/**
 * Marks the document once the app runs the whole page (`<html data-app-started>`): a server-rendered
 * page is readable before, but its buttons answer only after. Browser tests wait for it before clicking.
 */
export function StartedMark() {
  useEffect(() => {
    document.documentElement.dataset.appStarted = '';
  }, []);
  return null;
}
