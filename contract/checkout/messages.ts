// The Czech messages of checkout, shared by the address form, the order payload and the server.

export const checkoutMessages = {
  countryMissing: 'Uvedte prosím stát.',
  nameMissing: 'Zadejte prosím jméno a příjmení.',
  addressMissing: 'Zadejte prosím ulici a číslo domu.',
  cityMissing: 'Zadejte prosím město.',
  postalCodeMissing: 'Zadejte prosím PSČ.',
  postalCodeCzech: 'PSČ v České republice má tvar 123 45.',
  phoneInvalid: 'Telefon může obsahovat jen číslice, mezery, závorky, pomlčky a znaménko +.',
  billingIncomplete: 'Vyplňte prosím celou fakturační adresu (jméno nebo firmu, ulici, město a PSČ).',
  icoDigits: 'IČO má 8 číslic.',
  icoInvalid: 'IČO není platné (nesouhlasí kontrolní číslice).',
  paymentMissing: 'Vyberte prosím způsob platby.',
  cashOnlyInCzechRepublic: 'Platba v hotovosti je možná jen při doručení v České republice.',
  emptyOrder: 'Objednávka neobsahuje žádné produkty',
  duplicateLine: 'Produkt je v objednávce vícekrát; upravte prosím množství v košíku.',
  badProduct: 'Neplatný produkt v objednávce.',
  badQty: 'Množství musí být celé číslo od 1 do 999.',
  badPrice: 'Neplatná cena v objednávce.',
  badIdempotencyKey: 'Neplatný klíč opakování objednávky (Idempotency-Key).',
} as const;
