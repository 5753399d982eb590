export const mediaTexts = {
  listening: {
    new: 'Nové',
    left: (minutes: number) => `zbývá ${minutes} min`,
    played: 'Vyslechnuto',
    continueTitle: 'Pokračovat v poslechu',
  },
  episode: {
    open: 'Kapitoly a přepis',
    title: (episode: string) => `Kapitoly a přepis – ${episode}`,
    chapters: 'Kapitoly',
    transcript: 'Přepis',
    search: 'Hledat v přepisu',
    found: (count: number) => (count === 1 ? '1 úsek' : count >= 2 && count <= 4 ? `${count} úseky` : `${count} úseků`),
    nothingFound: 'V přepisu nic takového není.',
    noChapters: 'Tato nahrávka nemá kapitoly.',
    noTranscript: 'Tato nahrávka nemá přepis.',
    loading: 'Načítám kapitoly a přepis…',
    failed: 'Kapitoly a přepis se nepodařilo načíst.',
    jumpTo: (time: string, text: string) => `${time} ${text}`,
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
