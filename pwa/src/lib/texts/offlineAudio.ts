// Recordings kept for listening offline: their buttons and list, and /stazene (a module of its own,
// loaded with those screens, not with the app's start chunk).

/** The buttons and list of recordings kept for listening offline. */
export const offlineAudioTexts = {
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
};

/** /stazene, the recordings kept on this device. */
export const downloadsTexts = {
  title: 'Stažené nahrávky',
  intro: 'Nahrávky uložené v tomto zařízení pro poslech bez připojení k internetu.',
  empty: 'Zatím nemáte žádné stažené nahrávky. Nahrávku si stáhnete tlačítkem „Uložit offline“ v seznamu nahrávek podcastu.',
  used: (size: string) => `Stažené nahrávky zabírají ${size}.`,
  free: (size: string) => `Volné místo pro obchod v tomto prohlížeči: ${size}.`,
  removeAll: 'Odebrat vše',
  confirmRemoveAll: (count: number) => `Opravdu odebrat všechny stažené nahrávky (${count})? K poslechu pak bude potřeba připojení k internetu.`,
  confirm: 'Ano, odebrat vše',
  cancel: 'Ponechat',
};
