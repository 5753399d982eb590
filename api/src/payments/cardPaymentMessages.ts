/** What the customer is told when a card payment cannot go on (and Stripe, when a webhook is refused). */
export const cardPaymentMessages = {
  notConfigured: 'Platba kartou teď není k dispozici. Zaplaťte prosím bankovním převodem, nebo nás kontaktujte.',
  notCard: 'Tato objednávka se neplatí kartou.',
  alreadyPaid: 'Objednávka je už zaplacená.',
  cancelled: 'Objednávka byla zrušena; zaplatit ji už nelze.',
  notStarted: 'Platba kartou u této objednávky zatím nebyla zahájena.',
  staleAttempt: 'Platba byla mezitím zahájena znovu (třeba v jiném okně). Načtěte prosím stránku objednávky a zaplaťte odtud.',
  notPaidYet: 'Platba zatím nebyla přijata. Pokud jste platbu dokončili, počkejte prosím chvíli a načtěte stránku znovu.',
  mismatch: 'Platba neodpovídá této objednávce, proto jsme objednávku neoznačili jako zaplacenou. Kontaktujte nás prosím.',
  gatewayFailed: 'Platební bránu se teď nepodařilo kontaktovat. Zkuste to prosím za chvíli.',
  orderMissing: 'Chybí číslo objednávky (orderId).',
  badSignature: 'Neplatný podpis webhooku.',
  webhookNotConfigured: 'Webhook platební brány není nastaven (STRIPE_WEBHOOK_SECRET).',
} as const;
