// The installable app: its manifest, the offline notices, the update prompt and offline listening.

export const pwaTexts = {
  manifest: {
    name: 'Slovo života – křesťanské knihy',
    shortName: 'Slovo života',
    description: 'Křesťanské knihy, brožury a letáky, podcast Slova života, čítárna ukázek a videa – i bez připojení k internetu.',
    shortcuts: { cart: 'Košík', podcast: 'Podcast', library: 'Čítárna' },
  },
  offline: {
    notice: 'Jste offline – zobrazujeme uložený obsah.',
    notSaved: 'Jste offline a tato stránka zatím není uložená. Připojte se k internetu a zkuste to znovu.',
  },
  /** The service worker's notification about an order placed offline. */
  pendingOrder: {
    toConfirm: 'Objednávka čeká na vaše potvrzení',
    toConfirmBody: 'Od odeslání objednávky se změnily ceny nebo dostupnost. Otevřete ji a potvrďte, nebo upravte košík.',
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
  offlineAudio: {
    keep: 'Uložit offline',
    keepTitle: (title: string) => `Uložit offline – ${title}`,
    keeping: 'Ukládám…',
    kept: 'Uloženo',
    keepFailed: 'Nahrávku se nepodařilo uložit. Zkuste to prosím znovu.',
    savedTitle: 'Uložené nahrávky',
    savedIntro: 'Tyto nahrávky si můžete pustit i bez připojení k internetu.',
    remove: 'Odebrat',
    removeTitle: (title: string) => `Odebrat ${title} z uložených`,
    allSaved: 'Všechny stažené nahrávky',
  },
  downloads: {
    title: 'Stažené nahrávky',
    intro: 'Nahrávky uložené v tomto zařízení pro poslech bez připojení k internetu.',
    empty: 'Zatím nemáte žádné stažené nahrávky. Nahrávku si stáhnete tlačítkem „Uložit offline“ v seznamu nahrávek podcastu.',
    used: (size: string) => `Stažené nahrávky zabírají ${size}.`,
    free: (size: string) => `Volné místo pro obchod v tomto prohlížeči: ${size}.`,
    removeAll: 'Odebrat vše',
    confirmRemoveAll: (count: number) => `Opravdu odebrat všechny stažené nahrávky (${count})? K poslechu pak bude potřeba připojení k internetu.`,
    confirm: 'Ano, odebrat vše',
    cancel: 'Ponechat',
  },
};
