// The favourites (spec, storefront 2): the heart on a product, and the list of favourite products.

export const favouritesTexts = {
  title: 'Moje oblíbené produkty',
  empty: 'Nemáte žádné oblíbené produkty',
  signIn: { before: 'Oblíbené produkty uvidíte po ', link: 'přihlášení', after: '.' },
  add: 'Přidat do oblíbených',
  isFavourite: 'V oblíbených – zobrazit oblíbené produkty',
  removeOf: (name: string) => `Odebrat ${name} z oblíbených`,
  waiting: 'Změny oblíbených odešleme, až budete znovu online.',
};
