export const common = {
  shopName: 'Slovo života',
  requestFailed: 'Požadavek se nezdařil. Zkuste to prosím znovu.',
  networkFailed: 'Nepodařilo se spojit se serverem. Zkontrolujte připojení k internetu.',
  loading: 'Načítání',
  back: 'Zpět',
  scrollTop: 'Nahoru',
  previousPage: 'Předchozí stránka',
  nextPage: 'Další stránka',
  pagination: 'Stránkování',
};
