// Card payment through Stripe: the button on the order page, the success and failure pages
// (spec, storefront 2 Checkout, 4 Card payment, 8). The order's own labels are in shop.order.

export const paymentsTexts = {
  payButton: 'Platba Stripe',
  payHint: 'Kartou zaplatíte na zabezpečené platební stránce Stripe.',
  success: {
    title: (orderNumber: number) => `Platba objednávky ${orderNumber}`,
    checking: 'Ověřujeme platbu u Stripe…',
    paid: 'Zaplaceno Stripe',
    paidAt: (date: string) => `Děkujeme, platbu jsme přijali ${date}.`,
    notConfirmed: 'Platbu jsme od Stripe zatím nedostali potvrzenou. Pokud jste ji dokončili, potvrzení dorazí za chvíli – stav uvidíte na stránce objednávky.',
    toOrder: 'Zobrazit objednávku',
  },
  fail: {
    title: (orderNumber: number) => `Platba objednávky ${orderNumber}`,
    failed: 'Platba se nezdařila!',
    options: 'Platbu kartou můžete zkusit znovu, nebo objednávku zaplatit bankovním převodem – jako variabilní symbol uveďte číslo objednávky.',
    retry: 'Zkusit znovu kartou:',
    alreadyPaid: 'Objednávka je už zaplacená, není potřeba platit znovu.',
    cancelled: 'Objednávka byla zrušena.',
  },
  newOrder: 'Nová objednávka',
} as const;
