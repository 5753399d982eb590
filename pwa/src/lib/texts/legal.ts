// The trade rules and the privacy notice, written for the seller the shop is configured with
// (GET /api/seller) and for the prices and payment methods of the checkout contract, so the texts
// say what the shop does. An article's points are numbered paragraphs (1.1, 1.2, …).
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { BOOKS_VAT_PERCENT, PAYMENT_DUE_DAYS, POSTAGE_TO_BE_INVOICED } from '@contract/checkout/pricing';
import { CZECH_REPUBLIC } from '@contract/checkout/address';
import { type DeliveryMethodJson, deliversTo } from '@contract/delivery';
import { formatPrice } from '@contract/format';
import type { Seller } from '@contract/seller';
import { groupedIban } from '@contract/spayd';

/** A paragraph; with a bulleted list after it; or with a link to another page of the shop after it. */
export type LegalPoint = string | { text: string; list: string[] } | { text: string; link: { to: string; label: string } };

export interface LegalDocument {
  lead: string;
  articles: { heading: string; points: LegalPoint[] }[];
  /** The model form at the end of the trade rules. */
  annex?: { heading: string; intro: string; lines: string[]; footnote: string };
}

const VERSION_NUMBER = '1.0';
const EFFECTIVE_FROM = '1. 12. 2026';

const address = (seller: Seller) => seller.address.join(', ');
const identity = (seller: Seller) => `${seller.name}, se sídlem ${address(seller)}, IČO: ${seller.ico}${seller.dic ? `, DIČ: ${seller.dic}` : ''}`;
/** One offered method as the trade rules price it, from GET /api/delivery-methods. */
const methodTerms = (method: DeliveryMethodJson, seller: Seller) => {
  const where = method.id === 'osobni' ? ` (${address(seller)})` : '';
  if (method.price === 0) return `${method.name}${where}: zdarma;`;
  const free = method.freeFrom !== null ? `, při ceně zboží od ${formatPrice(method.freeFrom)} zdarma` : '';
  return `${method.name}${where}: ${formatPrice(method.price)} za objednávku${free};`;
};

const vatPoint = (seller: Seller) =>
  seller.dic
    ? `Prodávající je plátcem DPH. Tištěné knihy, brožury a letáky jsou od 1. 1. 2024 osvobozeny od daně s nárokem na odpočet daně podle § 71i zákona č. 235/2004 Sb., o dani z přidané hodnoty; DPH u nich proto činí ${BOOKS_VAT_PERCENT} %. Faktura tuto skutečnost uvádí.`
    : 'Prodávající není plátcem DPH; ceny DPH neobsahují.';

function tradeRules(seller: Seller, methods: DeliveryMethodJson[]): LegalDocument {
  const contact = `e-mailem na adresu ${seller.email} nebo dopisem na adresu ${seller.name}, ${address(seller)}`;
  return {
    lead: `Tyto obchodní podmínky platí pro nákup v našem internetovém obchodě${seller.web ? ` na adrese ${seller.web}` : ''}, ve kterém prodáváme knihy, brožury a letáky. Přečtěte si je prosím před odesláním objednávky; potvrzením souhlasu s nimi se stávají součástí kupní smlouvy.`,
    articles: [
      {
        heading: 'Úvodní ustanovení',
        points: [
          `Prodávajícím je ${identity(seller)} (dále jen „prodávající“).`,
          {
            text: 'Kontaktní údaje prodávajícího:',
            list: [`adresa: ${address(seller)}`, `e-mail: ${seller.email}`, `bankovní účet (IBAN): ${groupedIban(seller.iban)}`],
          },
          'Kupujícím je každý, kdo v obchodě odešle objednávku. Kupující, který je spotřebitelem (člověk, který nakupuje mimo rámec své podnikatelské činnosti nebo samostatného výkonu povolání), má navíc práva, která mu dává zákon na ochranu spotřebitele; v těchto podmínkách jsou vždy výslovně označena.',
          'Práva a povinnosti prodávajícího a kupujícího se řídí těmito obchodními podmínkami a právním řádem České republiky, zejména zákonem č. 89/2012 Sb., občanský zákoník (dále jen „občanský zákoník“), a zákonem č. 634/1992 Sb., o ochraně spotřebitele. Smlouva se uzavírá v českém jazyce.',
        ],
      },
      {
        heading: 'Objednávka a uzavření smlouvy',
        points: [
          'Zboží v obchodě s jeho popisem a cenou je nabídkou prodávajícího jen do vyčerpání zásob; u každého titulu je uvedeno, zda je skladem.',
          {
            text: 'Objednávku odešlete takto:',
            list: [
              'vložíte zboží do košíku,',
              'přihlásíte se ke svému účtu nebo si ho založíte,',
              'vyplníte doručovací adresu, případně fakturační údaje,',
              'zvolíte způsob doručení (případně výdejní místo) a způsob platby,',
              'v souhrnu objednávky zkontrolujete zboží, ceny, poštovné a své údaje (každou část můžete odkazem „Změnit“ opravit),',
              'potvrdíte souhlas s těmito obchodními podmínkami a se zpracováním osobních údajů a stisknete tlačítko „Závazně objednat“.',
            ],
          },
          'Odeslaná objednávka je návrhem na uzavření kupní smlouvy. Kupní smlouva je uzavřena, jakmile prodávající kupujícímu potvrdí přijetí objednávky e-mailem na adresu jeho účtu. Potvrzení obsahuje souhrn objednávky a jako přílohu fakturu ve formátu PDF.',
          'Objednávku a její stav najdete ve svém účtu. Znění těchto obchodních podmínek platné v den objednávky je trvale dostupné na této stránce; na požádání vám ho zašleme e-mailem.',
          'Nelze-li objednávku vyřídit (například se zboží mezitím vyprodalo), prodávající kupujícího bez zbytečného odkladu informuje a domluví se s ním na dalším postupu. Částku, kterou kupující již zaplatil za zboží, které nebude dodáno, mu vrátí nejpozději do 14 dnů.',
          'Náklady na připojení k internetu nebo telefonu, které kupující při objednávce vynaloží, si hradí sám; nejsou vyšší než jeho běžné sazby.',
        ],
      },
      {
        heading: 'Ceny',
        points: [
          'Ceny zboží jsou uvedeny v korunách českých a jsou konečné. Platí cena uvedená v souhrnu objednávky v okamžiku jejího odeslání; změní-li se cena mezi vložením zboží do košíku a odesláním objednávky, obchod na to upozorní a novou cenu ukáže dříve, než objednávku odešlete.',
          vatPoint(seller),
          'Oznamuje-li prodávající slevu, uvede u zboží také nejnižší cenu, za kterou ho nabízel v posledních 30 dnech před slevou.',
          {
            text: 'K ceně zboží se připočítává poštovné a balné podle zvoleného způsobu doručení, bez ohledu na počet kusů:',
            list: [
              ...methods.filter((method) => deliversTo(method.countries, CZECH_REPUBLIC)).map((method) => `v České republice ${methodTerms(method, seller)}`),
              `při doručení do zahraničí podle hmotnosti zásilky a země určení. Poštovné nelze spočítat předem, v souhrnu objednávky je proto uvedeno „${POSTAGE_TO_BE_INVOICED}“. Prodávající ho kupujícímu sdělí e-mailem spolu s celkovou částkou dříve, než zásilku odešle; nesouhlasí-li kupující s jeho výší, může objednávku zdarma zrušit.`,
            ],
          },
        ],
      },
      {
        heading: 'Platba',
        points: [
          {
            text: 'Kupující může zaplatit:',
            list: [
              `${PAYMENT_METHODS.bankTransfer} na účet prodávajícího ${groupedIban(seller.iban)}; jako variabilní symbol uveďte číslo objednávky. Platební údaje a QR kód pro QR Platbu najdete na stránce objednávky i na faktuře. Splatnost je ${PAYMENT_DUE_DAYS} dní od objednávky.`,
              'V hotovosti při převzetí zásilky (na dobírku), jen při doručení v České republice.',
              `${PAYMENT_METHODS.card} na stránce objednávky prostřednictvím platební brány Stripe. Údaje o kartě zadáváte jen na zabezpečené stránce Stripe; prodávající je nezíská.`,
            ],
          },
          'Při platbě převodem nebo kartou odesílá prodávající zboží zpravidla po připsání platby na svůj účet.',
          'Fakturu (daňový doklad) zasílá prodávající kupujícímu e-mailem jako přílohu potvrzení objednávky.',
        ],
      },
      {
        heading: 'Dodání',
        points: [
          `Zboží doručujeme způsobem, který kupující zvolí v objednávce: ${methods.map((method) => method.name).join(', ')}. Na adresu je zasíláme prostřednictvím poskytovatele poštovních služeb, na výdejní místo nebo do boxu, které kupující vybere, prostřednictvím jeho provozovatele.`,
          'Zboží, které je skladem, odesíláme obvykle do 5 pracovních dnů od uzavření smlouvy, při platbě předem od připsání platby. Nejpozději je dodáme do 30 dnů od uzavření smlouvy, nedohodneme-li se jinak.',
          'Při převzetí zkontrolujte, zda obal zásilky není poškozen. Je-li poškozen, můžete zásilku odmítnout, nebo ji převzít a poškození sepsat s doručovatelem. I později můžete vady zboží reklamovat podle článku 7.',
          'Vlastnické právo ke zboží nabývá kupující zaplacením kupní ceny a převzetím zboží.',
        ],
      },
      {
        heading: 'Odstoupení od smlouvy',
        points: [
          'Kupující, který je spotřebitelem, má právo od kupní smlouvy uzavřené prostřednictvím internetového obchodu odstoupit bez udání důvodu ve lhůtě 14 dnů podle § 1829 občanského zákoníku. Lhůta běží ode dne, kdy kupující převezme zboží; je-li objednávka dodána po částech, ode dne převzetí poslední části.',
          `Odstoupení oznámí kupující prodávajícímu jakýmkoli jednoznačným prohlášením, například ${contact}. Může k tomu použít vzorový formulář na konci těchto podmínek, není to však povinné. Lhůta je zachována, odešle-li kupující oznámení před jejím uplynutím.`,
          `Zboží kupující zašle nebo předá zpět na adresu ${address(seller)} bez zbytečného odkladu, nejpozději do 14 dnů od odstoupení. Přímé náklady na vrácení zboží nese kupující. Zboží nezasílejte na dobírku, prodávající ji nepřevezme.`,
          'Prodávající vrátí kupujícímu všechny peněžní prostředky, které od něj na základě smlouvy přijal, včetně poštovného, nejpozději do 14 dnů od odstoupení, a to stejným způsobem, jakým je přijal, nedohodnou-li se jinak (u platby v hotovosti převodem na účet, který kupující uvede). Prodávající není povinen peníze vrátit dříve, než zboží obdrží nebo než kupující prokáže, že je odeslal.',
          'Kupující odpovídá za snížení hodnoty zboží, které vzniklo tím, že se zbožím zacházel jinak, než je nutné k seznámení s jeho povahou a vlastnostmi (například popsaná nebo poškozená kniha). O náhradu může prodávající snížit vracenou částku.',
          'Kupující, který nakupuje jako podnikatel (například s uvedením IČO), právo odstoupit od smlouvy bez udání důvodu nemá.',
        ],
      },
      {
        heading: 'Reklamace a záruka',
        points: [
          'Prodávající odpovídá za to, že zboží při převzetí nemá vady: například chybějící, prázdné nebo poškozené stránky, uvolněnou vazbu či jiný titul, než byl objednán.',
          'Kupující, který je spotřebitelem, může vadu uplatnit (reklamovat), projeví-li se v době dvou let od převzetí zboží podle § 2165 občanského zákoníku. Projeví-li se vada během prvního roku od převzetí, má se za to, že zboží bylo vadné již při převzetí.',
          `Reklamaci uplatníte ${contact}. Uveďte prosím číslo objednávky, popis vady a to, co požadujete; vadné zboží zašlete na adresu prodávajícího, nejlépe s fotografií vady předem e-mailem. Účelně vynaložené náklady na zaslání zboží při oprávněné reklamaci kupujícímu uhradíme.`,
          'Kupující může požadovat výměnu za bezvadný výtisk, nebo opravu, je-li možná. Není-li výměna ani oprava možná, nebo ji prodávající odmítne či neprovede včas, může kupující požadovat přiměřenou slevu nebo od smlouvy odstoupit.',
          'Prodávající potvrdí kupujícímu, kdy reklamaci uplatnil, a reklamaci vyřídí včetně odstranění vady nejpozději do 30 dnů od jejího uplatnění, nedohodnou-li se na delší lhůtě. O vyřízení vydá kupujícímu písemné potvrzení (e-mailem).',
          'Kupující, který nakupuje jako podnikatel, musí vadu oznámit bez zbytečného odkladu po jejím zjištění; jeho práva se řídí občanským zákoníkem bez ustanovení na ochranu spotřebitele.',
        ],
      },
      {
        heading: 'Stížnosti a mimosoudní řešení sporů',
        points: [
          `Stížnosti vyřizuje prodávající ${contact}; odpoví do 30 dnů.`,
          'Vznikne-li mezi prodávajícím a kupujícím, který je spotřebitelem, spor z kupní smlouvy, který se nepodaří vyřešit dohodou, může spotřebitel podat návrh na mimosoudní řešení sporu u České obchodní inspekce (ČOI), www.coi.cz. Řízení je bezplatné.',
          'Evropská platforma pro řešení sporů online (ODR) byla ke dni 20. 7. 2025 zrušena. Spotřebitel z jiného státu Evropské unie se může obrátit na Evropské spotřebitelské centrum Česká republika, www.evropskyspotrebitel.cz.',
          'Dozor nad dodržováním povinností podle zákona o ochraně spotřebitele vykonává Česká obchodní inspekce, nad ochranou osobních údajů Úřad pro ochranu osobních údajů.',
        ],
      },
      {
        heading: 'Osobní údaje',
        points: [{ text: 'Jak zpracováváme osobní údaje kupujících, popisuje stránka', link: { to: '/safety-privacy', label: 'Bezpečnost a soukromí' } }],
      },
      {
        heading: 'Závěrečná ustanovení',
        points: [
          `Tyto obchodní podmínky ve verzi ${VERSION_NUMBER} jsou účinné od ${EFFECTIVE_FROM}. Pro kupní smlouvu platí znění účinné v den odeslání objednávky; pozdější změny se uzavřených smluv netýkají.`,
          'Doporučujeme vám tyto podmínky si uložit nebo vytisknout.',
        ],
      },
    ],
    annex: {
      heading: 'Vzorový formulář pro odstoupení od smlouvy',
      intro: 'Vyplňte tento formulář a odešlete jej zpět pouze v případě, že chcete odstoupit od smlouvy.',
      lines: [
        `Adresát: ${seller.name}, ${address(seller)}, e-mail: ${seller.email}`,
        'Oznamuji/oznamujeme (*), že tímto odstupuji/odstupujeme (*) od smlouvy o nákupu tohoto zboží: …',
        'Číslo objednávky: …',
        'Datum objednání (*) / datum obdržení (*): …',
        'Jméno a příjmení spotřebitele/spotřebitelů: …',
        'Adresa spotřebitele/spotřebitelů: …',
        'Číslo účtu pro vrácení peněz (nepovinné): …',
        'Podpis spotřebitele/spotřebitelů (pouze pokud je formulář zasílán v listinné podobě): …',
        'Datum: …',
      ],
      footnote: '(*) Nehodící se škrtněte nebo údaje doplňte.',
    },
  };
}

function privacy(seller: Seller): LegalDocument {
  return {
    lead: 'Vážíme si vaší důvěry. Osobní údaje zpracováváme jen v rozsahu, který potřebujeme, a v souladu s nařízením Evropského parlamentu a Rady (EU) 2016/679 (GDPR) a zákonem č. 110/2019 Sb., o zpracování osobních údajů.',
    articles: [
      {
        heading: 'Správce',
        points: [
          `Správcem vašich osobních údajů je ${identity(seller)} (dále jen „my“).`,
          `S čímkoli, co se týká vašich osobních údajů, se na nás obraťte e-mailem na adrese ${seller.email}, dopisem na adrese ${address(seller)} nebo přes kontaktní formulář. Pověřence pro ochranu osobních údajů jsme nejmenovali, zákon nám to neukládá.`,
        ],
      },
      {
        heading: 'Jaké údaje, k čemu a na jakém základě',
        points: [
          'Vyřízení objednávky: jméno, e-mail, doručovací adresa, telefon, fakturační údaje včetně IČO, poznámka k objednávce, objednané zboží, způsob a stav platby a doručení. Právním základem je plnění smlouvy (čl. 6 odst. 1 písm. b GDPR). Bez těchto údajů objednávku vyřídit nemůžeme.',
          'Účetnictví a daně: faktury a doklady o platbě. Právním základem je splnění právní povinnosti (čl. 6 odst. 1 písm. c GDPR) podle zákona o účetnictví a zákona o DPH.',
          'Uživatelský účet: jméno, e-mail a heslo (uložené jen v podobě, ze které ho nelze zpětně zjistit), košík, oblíbené tituly a historie objednávek. Přihlásíte-li se účtem Google, získáme od Googlu jen vaše jméno a e-mailovou adresu. Právním základem je plnění smlouvy o účtu (čl. 6 odst. 1 písm. b GDPR).',
          'Recenze: vaše jméno a text recenze, které po schválení zveřejníme u knihy. Právním základem je váš souhlas (čl. 6 odst. 1 písm. a GDPR), který odvoláte žádostí o smazání recenze.',
          'Kontaktní formulář a e-maily: jméno, e-mail a obsah zprávy, abychom vám mohli odpovědět. Právním základem je náš oprávněný zájem na vyřízení vašeho dotazu (čl. 6 odst. 1 písm. f GDPR), týká-li se dotaz objednávky, pak plnění smlouvy.',
          'Novinky e-mailem (newsletter): e-mail a jméno, zhruba dvakrát do roka. Právním základem je váš souhlas (čl. 6 odst. 1 písm. a GDPR); odvoláte ho kdykoli v profilu nebo odkazem v každém e-mailu.',
          'Reklamace, odstoupení od smlouvy a případné spory: údaje z objednávky a naší korespondence. Právním základem je náš oprávněný zájem na ochraně našich práv (čl. 6 odst. 1 písm. f GDPR).',
          'Bezpečnost: adresu IP a čas požadavku používáme k ochraně před zneužitím, například k omezení počtu pokusů o přihlášení. Právním základem je náš oprávněný zájem (čl. 6 odst. 1 písm. f GDPR).',
          'Vaše údaje nepoužíváme k profilování ani k automatizovanému rozhodování, neprodáváme je a nepoužíváme je k reklamě.',
        ],
      },
      {
        heading: 'Jak dlouho údaje uchováváme',
        points: [
          {
            text: 'Údaje uchováváme jen po nezbytnou dobu:',
            list: [
              'faktury a další daňové doklady 10 let od konce roku, ve kterém byly vystaveny, jak ukládá zákon o DPH;',
              'ostatní údaje o objednávce 4 roky od jejího vyřízení, po dobu, kdy lze uplatnit práva ze smlouvy;',
              'uživatelský účet do jeho zrušení; o zrušení nás můžete kdykoli požádat;',
              'údaje pro zasílání novinek do odvolání souhlasu;',
              'zprávy z kontaktního formuláře nejdéle 1 rok od vyřízení;',
              'technické záznamy o požadavcích jen po dobu nutnou k zajištění bezpečnosti.',
            ],
          },
        ],
      },
      {
        heading: 'Komu údaje předáváme',
        points: [
          {
            text: 'Údaje předáváme jen těm, bez kterých se objednávka neobejde, a jen v nezbytném rozsahu:',
            list: [
              'poskytovateli poštovních služeb (dopravci): jméno, doručovací adresu a telefon, aby mohl zásilku doručit;',
              'společnosti Stripe Payments Europe, Ltd. (Irsko) při platbě kartou: e-mail, číslo objednávky a částku; údaje o kartě zpracovává Stripe sám, my je nezískáme;',
              'naší bance při platbě převodem: údaje o platbě;',
              'poskytovateli e-mailových služeb, přes kterého odesíláme potvrzení objednávek a další e-maily;',
              'poskytovateli serveru, na kterém obchod běží;',
              'společnosti Google, jen přihlašujete-li se účtem Google;',
              'účetním a daňovým poradcům a orgánům veřejné moci, ukládá-li nám to zákon.',
            ],
          },
          'Stripe a Google mohou údaje zpracovávat i ve Spojených státech; předání je chráněno rámcem EU–USA pro ochranu osobních údajů (Data Privacy Framework) nebo standardními smluvními doložkami Evropské komise.',
        ],
      },
      {
        heading: 'Cookies a data v prohlížeči',
        points: [
          {
            text: 'Obchod si některé údaje ukládá přímo ve vašem prohlížeči (localStorage a IndexedDB), aby fungoval i bez připojení a abyste o nic nepřišli při zavření stránky:',
            list: [
              'přihlášení k účtu,',
              'košík, oblíbené tituly, doručovací adresu a zvolený způsob platby,',
              'změny provedené bez připojení, dokud je nepřevezme server,',
              'vaši odpověď na lištu o cookies a na nabídku instalace aplikace,',
              'katalog, obrázky a nahrávky, které si uložíte k poslechu bez připojení (v mezipaměti aplikace).',
            ],
          },
          'Tato data jsou nezbytná k tomu, aby obchod fungoval, a neslouží ke sledování. Nepoužíváme analytické ani reklamní cookies třetích stran. Videa z YouTube se načtou (z adresy youtube-nocookie.com) až tehdy, když je spustíte. Platební brána Stripe používá na své stránce vlastní cookies.',
          'Data v prohlížeči smažete odhlášením a smazáním dat webu v nastavení prohlížeče.',
        ],
      },
      {
        heading: 'Vaše práva',
        points: [
          {
            text: 'Máte právo:',
            list: [
              'na přístup ke svým údajům a jejich kopii (čl. 15 GDPR),',
              'na opravu nepřesných údajů (čl. 16 GDPR),',
              'na výmaz údajů, které už nepotřebujeme nebo je nesmíme dál zpracovávat (čl. 17 GDPR),',
              'na omezení zpracování (čl. 18 GDPR),',
              'na přenositelnost údajů ve strojově čitelné podobě (čl. 20 GDPR),',
              'vznést námitku proti zpracování na základě oprávněného zájmu (čl. 21 GDPR),',
              'kdykoli odvolat souhlas, aniž by tím byla dotčena zákonnost zpracování před jeho odvoláním.',
            ],
          },
          `Stačí nám napsat na ${seller.email}. Odpovíme bez zbytečného odkladu, nejpozději do jednoho měsíce.`,
          'Máte také právo podat stížnost u Úřadu pro ochranu osobních údajů, Pplk. Sochora 27, 170 00 Praha 7, www.uoou.cz.',
        ],
      },
      {
        heading: 'Zabezpečení',
        points: [
          'Obchod komunikuje výhradně šifrovaně (HTTPS). Hesla ukládáme jen v podobě, ze které je nelze zpětně zjistit. K údajům o objednávkách mají přístup jen lidé, kteří je potřebují k jejich vyřízení, a data pravidelně zálohujeme.',
        ],
      },
      {
        heading: 'Změny',
        points: [
          `Tyto zásady ve verzi ${VERSION_NUMBER} jsou účinné od ${EFFECTIVE_FROM}. Změníme-li je, zveřejníme nové znění na této stránce s novým číslem verze.`,
        ],
      },
    ],
  };
}

export const legalTexts = {
  version: `Verze ${VERSION_NUMBER}, účinné od ${EFFECTIVE_FROM}`,
  contents: 'Obsah',
  annexLabel: 'Příloha',
  tradeRules: { title: 'Obchodní podmínky', write: tradeRules },
  privacy: { title: 'Bezpečnost a soukromí', write: privacy },
};
