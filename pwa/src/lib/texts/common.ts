export const commonTexts = {
  shopName: 'Slovo života',
  /** The tab's name where a screen has none of its own; the same as the <title> of index.html. */
  documentTitle: 'Slovo života – křesťanské knihy a podcast',
  requestFailed: 'Požadavek se nezdařil. Zkuste to prosím znovu.',
  loading: 'Načítání',
  back: 'Zpět',
  scrollTop: 'Nahoru',
  previousPage: 'Předchozí stránka',
  nextPage: 'Další stránka',
  pagination: 'Stránkování',
};
