// The player's texts: the player is part of every page (the app's start chunk), the other media
// texts (media.ts) only of the media screens' chunks.
export const playerTexts = {
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
};
