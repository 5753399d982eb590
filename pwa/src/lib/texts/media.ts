export const mediaTexts = {
  player: {
    region: 'Přehrávač',
    play: 'Přehrát',
    pause: 'Pozastavit',
    close: 'Zavřít přehrávač',
    seek: 'Pozice v nahrávce',
    loadError: 'Nahrávku se nepodařilo přehrát.',
    notKeptOffline: (keepButton: string) =>
      `Nahrávka není uložená pro poslech bez připojení. Připojte se k internetu, nebo si ji příště uložte tlačítkem „${keepButton}“.`,
    album: 'Slovo života',
    moreControls: 'Další ovládání přehrávače',
    fewerControls: 'Skrýt další ovládání',
    skipBack: 'Zpět o 15 s',
    skipForward: 'Vpřed o 30 s',
    previous: 'Předchozí díl',
    next: 'Další díl',
    rate: (rate: number) => `${String(rate).replace('.', ',')}×`,
    rateLabel: 'Rychlost přehrávání',
    rateTitle: (rate: string) => `Rychlost přehrávání: ${rate}`,
    sleep: 'Časovač vypnutí',
    sleepMinutes: (minutes: number) => `Za ${minutes} min`,
    sleepAtEnd: 'Na konci dílu',
    sleepCancel: 'Zrušit časovač',
    sleepIn: (time: string) => `Vypne se za ${time}`,
    sleepAtEndActive: 'Vypne se na konci dílu',
    autoNext: 'Přehrát další díl automaticky',
  },
  listening: {
    new: 'Nové',
    left: (minutes: number) => `zbývá ${minutes} min`,
    played: 'Vyslechnuto',
    continueTitle: 'Pokračovat v poslechu',
  },
  audioList: {
    topics: 'Témata',
    playTitle: (title: string) => `Přehrát ${title}`,
    pauseTitle: (title: string) => `Pozastavit ${title}`,
    empty: 'Zatím zde nejsou žádné nahrávky.',
  },
  wordsOfLife: {
    title: 'Slova života a pravdy',
    intro:
      'Krátká zamyšlení nad Božím slovem, seřazená podle témat. Vyberte si téma a pusťte si nahrávku – hraje dál, i když mezitím procházíte jiné stránky. Poslech je zdarma.',
  },
  lifeStudy: {
    title: 'Studium života',
    intro:
      'Poselství ze Studia života, která provázejí knihami Bible a ukazují na Krista jako život. Nahrávka hraje dál, i když mezitím procházíte jiné stránky. Poslech je zdarma.',
  },
  subscribe: {
    link: 'Odebírat v podcastové aplikaci',
    hint: 'Odkaz otevřete v podcastové aplikaci, nebo jeho adresu vložte do Apple Podcastů, Spotify či AntennaPodu.',
  },
  video: {
    title: 'Video',
    intro: 'Záznamy poselství a rozhovorů. Video se načte ze služby YouTube až ve chvíli, kdy ho spustíte.',
    play: (title: string) => `Přehrát video ${title}`,
    empty: 'Zatím zde nejsou žádná videa.',
  },
};
