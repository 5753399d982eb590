import { createStore } from '../../lib/store';

/** Chromium's install offer (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/** The browser's offer, held while our button may open its install dialog. */
export const installOffer = createStore<BeforeInstallPromptEvent | null>(null);

/** Keeps the browser's install offer for our own button. Called by the page's entry script: the event may come before the app has loaded. */
export function listenForInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar: the visitor gets our unobtrusive button instead
    installOffer.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => installOffer.set(null));
}

/** Opens the browser's install dialog; an offer can be used only once. */
export function promptInstall() {
  void installOffer.get()?.prompt();
  installOffer.set(null);
}

/** iPhone or iPad in Safari, not opened from the home screen: Safari has no install prompt, only Sdílet → Přidat na plochu. */
export function isIosSafariInBrowser(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true || matchMedia('(display-mode: standalone)').matches;
  return ios && !otherBrowser && !standalone;
}
