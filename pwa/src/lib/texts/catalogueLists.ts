// The catalogue's list screens beyond the landing pages: a category, the alphabetical list, the new
// books of a year. A module of its own, loaded with those screens: catalogue.ts, with the texts of home
// and a product page, is part of the app's start chunk, and a bundle keeps a whole object.

export const catalogueListTexts = {
  category: {
    notFound: 'Kategorie nenalezena',
    notFoundText: 'Tuto kategorii v e-shopu nemáme. Vyberte si prosím z menu E-shop.',
    home: 'Zpět na úvodní stránku',
    empty: 'V této kategorii zatím nic není.',
  },
  alphabetical: {
    title: 'Abecední seznam knih',
    letters: 'Rejstřík podle písmen',
    letterLink: (letter: string) => `Tituly na písmeno ${letter}`,
    digits: '0–9',
  },
  newBooks: {
    title: (year: string) => `Knihy ${year}`,
    empty: 'Pro tento rok zatím nemáme žádné nové knihy.',
  },
};
