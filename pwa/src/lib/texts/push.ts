// Push notifications: the account page's 'Upozornění', the offer after an order, and what the service worker shows.
// Imports nothing: the service worker reads it too (sw/push.ts).

export const pushTexts = {
  title: 'Upozornění',
  explanation:
    'Dáme vám vědět, až bude objednávka zaplacená, odeslaná nebo zrušená, a když vyjde nový díl pořadu, který odebíráte – i když aplikaci zrovna nemáte otevřenou. Upozornění nenesou žádné osobní údaje kromě čísla objednávky.',
  allow: 'Povolit upozornění',
  turnOff: 'Vypnout upozornění',
  turnedOn: 'Upozornění jsou na tomto zařízení zapnutá.',
  choose: 'Vyberte, o čem chcete vědět:',
  working: 'Zapínám…',
  ordersTopic: 'Moje objednávky',
  episodesOf: (show: string) => `Nové díly: ${show}`,
  afterOrder: 'Chcete vědět, až bude objednávka zaplacená a odeslaná? Povolte upozornění – pošleme je, i když aplikaci nebudete mít otevřenou.',
  iosHomeScreen:
    'Na iPhonu a iPadu posílá upozornění jen obchod přidaný na plochu (iOS 16.4 a novější): v Safari klepněte na Sdílet, potom na Přidat na plochu, otevřete obchod z plochy a upozornění zapněte tam.',
  unsupported: 'Tento prohlížeč upozornění neumí.',
  denied: 'Upozornění máte pro tento web v prohlížeči zakázaná. Povolíte je v nastavení webu v prohlížeči.',
  failed: 'Upozornění se nepodařilo zapnout. Zkuste to prosím znovu.',
  trackParcel: 'Sledovat zásilku',
  follow: 'Odebírat novinky',
  unfollow: 'Přestat odebírat',
  following: 'Dáme vám vědět, když vyjde nový díl.',
} as const;
