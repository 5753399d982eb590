// The installable app: its manifest, the offline notices, the update prompt and the install offer.
// The manifest's and the service worker's texts are exports of their own, so the app's start chunk,
// which carries pwaTexts, leaves them out (a bundle keeps a whole object).

/** Read by the build (vite.config.ts) into the web app manifest. */
export const pwaManifestTexts = {
  name: 'Slovo života – křesťanské knihy',
  shortName: 'Slovo života',
  description: 'Křesťanské knihy, brožury a letáky, podcast Slova života, čítárna ukázek a videa – i bez připojení k internetu.',
  shortcuts: { cart: 'Košík', podcast: 'Podcast', library: 'Čítárna' },
};

export const pwaTexts = {
  offline: {
    notice: 'Jste offline – zobrazujeme uložený obsah.',
    notSaved: 'Jste offline a tato stránka zatím není uložená. Připojte se k internetu a zkuste to znovu.',
  },
  update: {
    label: 'Aktualizace aplikace',
    available: 'Nová verze je k dispozici',
    accept: 'Aktualizovat',
  },
  install: {
    label: 'Instalace aplikace',
    offer: 'Slovo života jako aplikace v telefonu',
    button: 'Přidat na plochu',
    iosHint: 'Přidejte si obchod na plochu: klepněte na Sdílet a potom na Přidat na plochu.',
    dismiss: 'Zavřít',
  },
  version: (version: string) => `Verze ${version}`,
};

/** The service worker's notification about an order placed offline. */
export const pendingOrderTexts = {
  toConfirm: 'Objednávka čeká na vaše potvrzení',
  toConfirmBody: 'Od odeslání objednávky se změnily ceny nebo dostupnost. Otevřete ji a potvrďte, nebo upravte košík.',
};
