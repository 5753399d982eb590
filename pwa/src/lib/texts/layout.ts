/**
 * 1 položka, 2 položky, 5 položek: Czech plurals of a whole count, written out rather than asked of
 * Intl.PluralRules, whose locale data a phone would load while starting the app.
 */
const itemsWord = (count: number) => (count === 1 ? 'položka' : count >= 2 && count <= 4 ? 'položky' : 'položek');

export const layoutTexts = {
  topBar: {
    contact: 'Kontakt',
    login: 'Přihlásit se',
    cart: 'Košík',
    cartLabel: (count: number) => `Košík, ${count} ${itemsWord(count)}`,
  },
  logo: {
    // Begins with the visible name and tagline (WCAG 2.5.3).
    label: 'Slovo života – křesťanské knihy, úvodní stránka',
    tagline: 'křesťanské knihy',
  },
  favourites: 'Oblíbené',
  search: {
    label: 'Hledat',
    placeholder: 'Zadejte text...',
    submit: 'Hledat',
  },
  menu: {
    navigation: 'Hlavní menu',
    open: 'Otevřít menu',
    close: 'Zavřít menu',
    title: 'Menu',
    newBooks: 'Novinky',
    newBooksOfYear: (year: number) => `Knihy ${year}`,
    podcast: 'Podcast',
    wordsOfLife: 'Slova života',
    lifeStudy: 'Studium života',
    downloads: 'Stažené nahrávky',
    video: 'Video',
    eshop: 'E-shop',
    alphabetical: 'Abecední seznam knih',
    library: 'Čítárna',
    info: 'Info',
    watchmanNee: 'Watchman Nee',
    witnessLee: 'Witness Lee',
    about: 'O nás',
    safetyPrivacy: 'Bezpečnost a soukromí',
    contact: 'Kontakt',
  },
  footer: {
    navigation: 'Odkazy v patičce',
    shopHeading: 'Nákup',
    infoHeading: 'Informace',
    contactHeading: 'Kontakt',
    about: 'O nás',
    contact: 'Kontakt',
    privacy: 'Ochrana osobních údajů',
    tradeRules: 'Obchodní podmínky',
    myOrders: 'Moje objednávky',
    forgotPassword: 'Zapomenuté heslo',
    email: 'info@slovozivota.cz',
    phone: '+420 222 000 000',
    emailLabel: 'E-mail',
    phoneLabel: 'Telefon',
    intro: 'Křesťanské knihy, brožury a letáky, podcast Slova života a čítárna ukázek.',
    copyright: (year: number) => `© ${year} Slovo života, křesťanské nakladatelství`,
  },
  cookies: {
    label: 'Souhlas s cookies',
    text: 'Používáme cookies, aby obchod fungoval a abychom věděli, co čtenáře zajímá. Analytické cookies použijeme jen s vaším souhlasem.',
    more: 'Více o ochraně soukromí',
    accept: 'Přijmout',
    decline: 'Odmítnout',
  },
  staffArea: {
    adminOnly: 'Tato stránka je jen pro administrátory.',
    staffOnly: 'Tato stránka je jen pro pracovníky obchodu.',
  },
};
