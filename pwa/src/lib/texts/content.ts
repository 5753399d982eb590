// Info pages, the reading room and the 404 page. In an info section's body a string is a
// paragraph and a list of strings is a bulleted list.

export const contentTexts = {
  about: {
    title: 'O nás',
    lead: 'Jsme malé křesťanské nakladatelství. Vydáváme knihy, brožury a letáky, které pomáhají poznávat Boha, Jeho slovo a život v Kristu.',
    sections: [
      {
        heading: 'Co vydáváme',
        body: [
          'Většinu našich titulů tvoří české překlady služby Watchmana Neeho a Witnesse Leeho – dvou služebníků Božího slova, jejichž knihy pomohly mnoha křesťanům po celém světě. Vedle knih vydáváme drobné brožury a evangelizační letáky, které se dobře hodí k rozdávání přátelům, sousedům i kolegům.',
          'Některé tituly nabízíme také ve slovenštině; poznáte je podle označení SK.',
        ],
      },
      {
        heading: 'Zdarma pro každého',
        body: [
          'Nahrávky Slova života a pravdy i poselství ze Studia života si můžete poslechnout zdarma, kdykoli a kdekoli – třeba cestou do práce v telefonu. Volně dostupná jsou také videa.',
          'V Čítárně najdete ukázky z našich knih. Přečtěte si je v klidu a bez registrace dřív, než se rozhodnete knihu objednat.',
        ],
      },
      {
        heading: 'Jak pracujeme',
        body: [
          'Jsme malý tým a knihy balíme a odesíláme sami. Objednávky vyřizujeme, jak nejrychleji umíme, obvykle během několika pracovních dnů. Zaplatit můžete převodem předem, kartou, na dobírku nebo v hotovosti při osobním odběru.',
        ],
      },
      {
        heading: 'Kontakt',
        body: [
          'Máte dotaz k objednávce, hledáte konkrétní knihu, nebo se s námi chcete podělit o to, co vás oslovilo? Napište nám nebo zavolejte – každou zprávu čteme a rádi odpovíme.',
        ],
      },
    ],
    contactLink: 'Napsat nám',
  },
  watchmanNee: {
    title: 'Watchman Nee',
    lead: 'Watchman Nee (1903–1972) byl čínský křesťanský učitel a kazatel. Jeho knihy dodnes čtou křesťané po celém světě.',
    sections: [
      {
        heading: 'Mládí a obrácení',
        body: [
          'Narodil se v roce 1903 v Číně do křesťanské rodiny. V sedmnácti letech prožil hluboké obrácení ke Kristu a rozhodl se dát celý svůj život do služby Bohu.',
          'Jméno, které přijal, odkazuje na nočního strážného, který zvoní na poplach; odtud i anglické Watchman – strážný. Chtěl být tím, kdo v temné noci budí spící.',
        ],
      },
      {
        heading: 'Služba',
        body: [
          'Celý život pilně studoval Bibli a četl díla křesťanských autorů mnoha staletí. Zakládal a posiloval místní církve v mnoha čínských městech, vyučoval mladší spolupracovníky a hodně psal.',
          'V jeho službě se stále vracejí tytéž důrazy: Kristus jako život věřících, dílo kříže, život v Duchu a praktický život církve. Mezi jeho nejznámější knihy patří Duchovní člověk a Normální křesťanský život, který vznikl z jeho poselství v Evropě na konci třicátých let.',
        ],
      },
      {
        heading: 'Vězení a odkaz',
        body: [
          'V roce 1952 byl kvůli své víře uvězněn. Ve vězení a v pracovním táboře zůstal až do své smrti v roce 1972. Podle svědectví zanechal krátký lístek, v němž vyznal, že Kristus je Boží Syn, který zemřel za hříšníky a třetího dne vstal z mrtvých, a že on sám umírá kvůli své víře v Krista.',
          'Jeho knihy, sestavené z kázání, dopisů a poznámek, vycházejí v mnoha jazycích. Řadu z nich vydáváme i v češtině.',
        ],
      },
    ],
  },
  witnessLee: {
    title: 'Witness Lee',
    lead: 'Witness Lee (1905–1997) byl blízkým spolupracovníkem Watchmana Neeho a jedním z nejplodnějších křesťanských učitelů dvacátého století.',
    sections: [
      {
        heading: 'Začátky',
        body: [
          'Narodil se v roce 1905 na severu Číny. Jako mladý muž uvěřil v Pána Ježíše a začal s velkou láskou studovat Bibli. Na počátku třicátých let se setkal s Watchmanem Neem a stal se jeho spolupracovníkem.',
        ],
      },
      {
        heading: 'Tchaj-wan a Spojené státy',
        body: [
          'V roce 1949 odešel na Tchaj-wan, odkud se služba rozšířila do dalších zemí Asie. Na počátku šedesátých let se přestěhoval do Spojených států. Tam až do konce života vyučoval Bibli a jeho služba se odtud šířila do mnoha zemí světa. Zemřel v roce 1997 v Kalifornii.',
        ],
      },
      {
        heading: 'Studium života',
        body: [
          'Jeho nejznámějším dílem je Studium života – řada poselství, v nichž během více než dvaceti let postupně prošel všemi knihami Bible. V každé knize hledal Krista jako život a to, jak se tento život může rozvíjet ve věřících a v církvi.',
          'Na stránce Studium života najdete nahrávky, které z tohoto díla vycházejí. Jeho knihy vydáváme také v češtině.',
        ],
      },
    ],
  },
  library: {
    title: 'Čítárna',
    intro: 'Ukázky z našich knih k volnému čtení. Začtěte se v klidu – a pokud vás kniha osloví, najdete ji v e-shopu.',
    readMore: 'Číst dále',
    readMoreLabel: (name: string) => `Číst dále – ${name}`,
    coverLink: (name: string) => `${name} – kniha v e-shopu`,
    empty: 'V čítárně zatím nejsou žádné ukázky.',
  },
  excerpt: {
    title: (name: string) => `${name} – Čítárna`,
    imageAlt: (name: string) => `Ilustrace k ukázce z knihy ${name}`,
    pageOf: (page: number, pages: number) => `Strana ${page} z ${pages}`,
    noExcerpt: 'K této knize zatím nemáme ukázku ke čtení.',
    toProduct: 'Zobrazit knihu v e-shopu',
  },
  notFound: {
    title: 'Stránka nenalezena',
    text: 'Tuto stránku se nám nepodařilo najít. Možná byla přesunuta, nebo je v adrese překlep. Nevadí – knihy, nahrávky i čítárnu najdete jen o kliknutí dál.',
    home: 'Na úvodní stránku',
    allBooks: 'Prohlédnout všechny knihy',
  },
};
