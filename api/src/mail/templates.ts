// The shop's mails in Czech. Each is written once as a list of parts, from which both the plain
// text and the HTML version are made; whatever a visitor typed is escaped in the HTML.
import type { MailContent } from './mailer';

const SHOP = 'Slovo života';

/** A paragraph, a button-like link, a quoted message, a table, or a small note with a plain link (the mail's foot). */
type Part = string | { link: string; label: string } | { quote: string } | { rows: [string, string][] } | { note: string; noteLink: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function textOf(part: Part): string {
  if (typeof part === 'string') return part;
  if ('rows' in part) return part.rows.map(([label, value]) => (value ? `${label}: ${value}` : label)).join('\n');
  if ('link' in part) return `${part.label}:\n${part.link}`;
  if ('note' in part) return `${part.note}\n${part.noteLink}`;
  return part.quote.replace(/^/gm, '> ');
}

function htmlOf(part: Part): string {
  if (typeof part === 'string') return `<p>${escapeHtml(part)}</p>`;
  if ('rows' in part) {
    const rows = part.rows.map(
      ([label, value]) =>
        `<tr><td style="padding:3px 16px 3px 0;vertical-align:top">${escapeHtml(label)}</td><td style="padding:3px 0;text-align:right;white-space:nowrap;vertical-align:top">${escapeHtml(value)}</td></tr>`,
    );
    return `<table style="border-collapse:collapse;margin:0 0 1em">\n${rows.join('\n')}\n</table>`;
  }
  if ('link' in part) {
    const href = escapeHtml(part.link);
    return `<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(part.label)}</a></p>\n<p style="font-size:13px;color:#555">Pokud tlačítko nefunguje, zkopírujte do prohlížeče tuto adresu:<br>${href}</p>`;
  }
  if ('note' in part) {
    const href = escapeHtml(part.noteLink);
    return `<p style="font-size:13px;color:#555">${escapeHtml(part.note)}<br><a href="${href}" style="color:#555">${href}</a></p>`;
  }
  return `<blockquote style="margin:0 0 1em;padding:8px 12px;border-left:3px solid #ccc;color:#333">${escapeHtml(part.quote).replace(/\n/g, '<br>')}</blockquote>`;
}

function mail(subject: string, parts: Part[]): MailContent {
  const all = [...parts, SHOP];
  return {
    subject,
    text: `${all.map(textOf).join('\n\n')}\n`,
    html: `<!doctype html>\n<html lang="cs"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222">\n${all.map(htmlOf).join('\n')}\n</body></html>\n`,
  };
}

// Mails to an address nobody has confirmed yet say nothing the requester chose (no name, no
// message): anyone can type someone else's address, and the shop's mail must not carry their text.

/** The confirmation link of a registration; the page it opens asks for the account's password. */
export const registrationMail = ({ link }: { link: string }) =>
  mail(`Potvrzení registrace – ${SHOP}`, [
    'Dobrý den,',
    `děkujeme za registraci v e-shopu ${SHOP}. Registraci dokončíte na stránce níže, kde si zvolíte heslo ke svému účtu.`,
    { link, label: 'Dokončit registraci' },
    'Odkaz platí 48 hodin a lze ho použít jen jednou; platí jen odkaz z poslední registrace. Pokud jste se neregistrovali, tento e-mail prosím ignorujte.',
  ]);

/** To the owner of a confirmed account whose address someone tried to register again; the answer to that attempt says nothing of it. */
export const registrationAttemptMail = ({ signInLink, resetLink }: { signInLink: string; resetLink: string }) =>
  mail(`Pokus o registraci – ${SHOP}`, [
    'Dobrý den,',
    `někdo (nejspíš Vy) se právě pokusil zaregistrovat v e-shopu ${SHOP} s touto e-mailovou adresou. Účet s ní u nás už máte, a proto jsme žádný nový nevytvořili.`,
    { link: signInLink, label: 'Přihlásit se' },
    'Pokud si heslo nepamatujete, nastavte si nové:',
    { link: resetLink, label: 'Nastavit nové heslo' },
    'Pokud jste se registrovat nezkoušeli, tento e-mail prosím ignorujte; Váš účet zůstává beze změny.',
  ]);

/** The greeting, by name only to an address its owner has confirmed. */
const greeting = (name: string | undefined) => (name ? `Dobrý den, ${name},` : 'Dobrý den,');

/** `name` only for a confirmed account. */
export const passwordResetMail = ({ name, link }: { name?: string; link: string }) =>
  mail(`Obnovení hesla – ${SHOP}`, [
    greeting(name),
    'někdo (nejspíš Vy) požádal o nové heslo k Vašemu účtu. Nové heslo si nastavíte na této stránce:',
    { link, label: 'Nastavit nové heslo' },
    'Odkaz platí 1 hodinu a lze ho použít jen jednou. Pokud jste o změnu nežádali, tento e-mail prosím ignorujte; Vaše heslo zůstává beze změny.',
  ]);

export interface ContactMessage {
  name: string;
  email: string;
  emailMessage: string;
}

export const contactToShopMail = ({ name, email, emailMessage }: ContactMessage) =>
  mail(`Zpráva z kontaktního formuláře – ${name}`, [
    `${name} <${email}> posílá přes kontaktní formulář tuto zprávu:`,
    { quote: emailMessage },
    'Odpověď na tento e-mail půjde přímo odesílateli.',
  ]);

/** The receipt to the address the contact form names, which nobody has confirmed: without the name or the message. */
export const contactReceiptMail = () =>
  mail(`Přijali jsme Vaši zprávu – ${SHOP}`, [
    'Dobrý den,',
    'děkujeme za Vaši zprávu z kontaktního formuláře, ozveme se co nejdříve. Pokud jste nám nepsali, tento e-mail prosím ignorujte.',
  ]);

/** What the order confirmation says, already formatted in Czech (see orders/orderConfirmation.ts). */
export interface OrderConfirmation {
  customerName: string;
  orderNumber: number;
  orderUrl: string;
  /** [`2 × Název`, `398,00 Kč`] … then postage and the total. */
  summary: [string, string][];
  /** The delivery method (and pickup point), then the address, one a line. */
  delivery: string[];
  payment: string[];
  vatNote: string;
  /** Sent again on request, not right after ordering. */
  resent: boolean;
  /** The customer's link off the newsletter list, when the address is on it (the order form pre-ticks the consent). */
  unsubscribeUrl: string | undefined;
}

export const orderConfirmationMail = (o: OrderConfirmation) =>
  mail(`${o.resent ? 'Znovu zasíláme potvrzení' : 'Potvrzení'} objednávky č. ${o.orderNumber} – ${SHOP}`, [
    `Dobrý den, ${o.customerName},`,
    o.resent
      ? `na Vaši žádost znovu posíláme potvrzení objednávky č. ${o.orderNumber}.`
      : `děkujeme za Vaši objednávku č. ${o.orderNumber}. Přijali jsme ji a brzy ji vyřídíme.`,
    { rows: o.summary },
    { rows: [['Doručení', ''], ...o.delivery.map((line): [string, string] => [line, ''])] },
    { rows: o.payment.map((line): [string, string] => [line, '']) },
    o.vatNote,
    'Fakturu posíláme v příloze (PDF).',
    { link: o.orderUrl, label: 'Zobrazit objednávku' },
    ...(o.unsubscribeUrl
      ? [{ note: 'Odebíráte od nás novinky e-mailem (asi dvakrát do roka). Pokud je už dostávat nechcete, odhlásíte se zde:', noteLink: o.unsubscribeUrl }]
      : []),
  ]);

/** What the shop is told about a card payment that did not go through (payments/failedPaymentMail.ts). */
export interface FailedCardPayment {
  orderNumber: number;
  customerName: string;
  customerEmail: string;
  /** The amount, already formatted (`742,95 Kč`). */
  amount: string;
  /** How the shop learned of it: the customer came back from Stripe without paying, or Stripe reported a failure. */
  reportedBy: 'customer' | 'stripe';
  /** The attempt (initPaymentId) and the Checkout session, for looking it up in Stripe's dashboard. */
  attempt: string;
  sessionId: string | null;
  /** The order in the staff area. */
  adminUrl: string;
}

export const failedCardPaymentMail = (p: FailedCardPayment) =>
  mail(`Neúspěšná platba kartou – objednávka č. ${p.orderNumber}`, [
    p.reportedBy === 'stripe'
      ? `Stripe oznámil, že platba kartou za objednávku č. ${p.orderNumber} se nezdařila.`
      : `Zákazník se vrátil z platební brány Stripe, aniž by objednávku č. ${p.orderNumber} zaplatil (platba byla zrušena nebo se nezdařila).`,
    {
      rows: [
        ['Objednávka', String(p.orderNumber)],
        ['Zákazník', `${p.customerName} <${p.customerEmail}>`],
        ['Částka', p.amount],
        ['Pokus o platbu', p.attempt],
        ['Stripe Checkout session', p.sessionId ?? '–'],
      ],
    },
    'Zákazník může platbu kartou zopakovat nebo zaplatit bankovním převodem. Pokud objednávka zůstane nezaplacená, kontaktujte ho prosím.',
    { link: p.adminUrl, label: 'Otevřít objednávku' },
  ]);

/** What the customer is told when an order is cancelled because its card payment was never finished (payments/cardSessionExpiry.ts). */
export const cardPaymentExpiredMail = ({ customerName, orderNumber, orderUrl }: { customerName: string; orderNumber: number; orderUrl: string }) =>
  mail(`Objednávka č. ${orderNumber} byla zrušena – ${SHOP}`, [
    `Dobrý den, ${customerName},`,
    `platba kartou za objednávku č. ${orderNumber} nebyla dokončena a platnost platební stránky vypršela. Objednávku jsme proto zrušili a knihy, které pro Vás byly rezervované, jsme vrátili do nabídky.`,
    'Pokud o ně stále máte zájem, objednejte je prosím znovu; zaplatit můžete i bankovním převodem nebo v hotovosti.',
    { link: orderUrl, label: 'Zobrazit objednávku' },
  ]);

/** How a sent order travels, when a carrier took it: the carrier, the pickup point's lines (none for an address) and the tracking link. */
export interface ParcelOnItsWay {
  carrier: string;
  point: string[];
  trackingUrl: string;
}

/** What the customer is told when the order is sent (orders/orderEvents.ts): with the carrier, the point and the tracking link when a carrier took it. */
export const parcelSentMail = (p: { customerName: string; orderNumber: number; parcel?: ParcelOnItsWay; orderUrl: string }) =>
  mail(`Objednávka č. ${p.orderNumber} byla odeslána – ${SHOP}`, [
    `Dobrý den, ${p.customerName},`,
    ...(p.parcel
      ? [
          `Vaši objednávku č. ${p.orderNumber} jsme předali dopravci ${p.parcel.carrier}.${p.parcel.point.length ? ' Jakmile zásilka dorazí na výdejní místo, dopravce Vám pošle SMS nebo e-mail.' : ''}`,
          ...(p.parcel.point.length ? [{ rows: p.parcel.point.map((line): [string, string] => [line, '']) }] : []),
          { link: p.parcel.trackingUrl, label: 'Sledovat zásilku' },
          { note: 'Objednávku najdete také ve svém účtu:', noteLink: p.orderUrl },
        ]
      : [`Vaši objednávku č. ${p.orderNumber} jsme odeslali. Děkujeme, že nakupujete u nás.`, { link: p.orderUrl, label: 'Zobrazit objednávku' }]),
  ]);

/** What the customer is told when the order is paid, whichever way (orders/orderEvents.ts). */
export interface PaymentReceived {
  customerName: string;
  orderNumber: number;
  /** Already formatted: `742,95 Kč`, `15. 1. 2026`. */
  amount: string;
  paidOn: string;
  /** How it was paid: a transfer arrived on the account, a card payment, or staff marked it paid. */
  paidBy: 'transfer' | 'card' | 'manual';
  orderUrl: string;
}

const paymentSentence = (p: PaymentReceived) =>
  p.paidBy === 'transfer'
    ? `Vaše platba ${p.amount} za objednávku č. ${p.orderNumber} nám dorazila na účet dne ${p.paidOn}.`
    : `Vaši platbu${p.paidBy === 'card' ? ' kartou' : ''} ${p.amount} za objednávku č. ${p.orderNumber} jsme přijali dne ${p.paidOn}.`;

export const paymentReceivedMail = (p: PaymentReceived) =>
  mail(`Platbu jsme přijali – objednávka č. ${p.orderNumber} – ${SHOP}`, [
    `Dobrý den, ${p.customerName},`,
    `${paymentSentence(p)} Děkujeme, objednávka je zaplacená a brzy ji odešleme.`,
    { link: p.orderUrl, label: 'Zobrazit objednávku' },
  ]);

/** What the customer is told when staff cancel the order (orders/orderEvents.ts), with the reason they gave. */
export const orderCancelledMail = (p: { customerName: string; orderNumber: number; reason: string | null; orderUrl: string }) =>
  mail(`Objednávka č. ${p.orderNumber} byla zrušena – ${SHOP}`, [
    `Dobrý den, ${p.customerName},`,
    `Vaši objednávku č. ${p.orderNumber} jsme zrušili.`,
    ...(p.reason ? ['Důvod zrušení:', { quote: p.reason }] : []),
    'Pokud jste za objednávku už zaplatili, peníze Vám vrátíme. S dotazy se na nás prosím obraťte odpovědí na tento e-mail.',
    { link: p.orderUrl, label: 'Zobrazit objednávku' },
  ]);

/** The shop's short notice of a new order (orders/orderEvents.ts). */
export const newOrderNoticeMail = (p: { orderNumber: number; customer: string; total: string; payment: string; delivery: string; adminUrl: string }) =>
  mail(`Nová objednávka č. ${p.orderNumber} – ${p.total}`, [
    `Přišla nová objednávka č. ${p.orderNumber}.`,
    {
      rows: [
        ['Zákazník', p.customer],
        ['Celkem', p.total],
        ['Platba', p.payment],
        ['Doprava', p.delivery],
      ],
    },
    { link: p.adminUrl, label: 'Otevřít objednávku' },
  ]);

/** The shop's daily digest of a Prague day (orders/dailyDigest.ts); figures already formatted. */
export const dailyDigestMail = (p: { day: string; rows: [string, string][]; figuresUrl: string }) =>
  mail(`Denní přehled obchodu za ${p.day}`, [`Přehled objednávek za ${p.day}:`, { rows: p.rows }, { link: p.figuresUrl, label: 'Otevřít přehled' }]);

/** The one reminder of a bank transfer that has not arrived (payments/paymentReminders.ts); the invoice with its QR code is attached. */
export const paymentReminderMail = ({
  customerName,
  orderNumber,
  orderUrl,
  payment,
}: {
  customerName: string;
  orderNumber: number;
  orderUrl: string;
  payment: string[];
}) =>
  mail(`Připomínka platby – objednávka č. ${orderNumber} – ${SHOP}`, [
    `Dobrý den, ${customerName},`,
    `za objednávku č. ${orderNumber} nám zatím nedorazila platba. Pokud jste už zaplatili, považujte prosím tento e-mail za bezpředmětný.`,
    { rows: payment.map((line): [string, string] => [line, '']) },
    { link: orderUrl, label: 'Zobrazit objednávku' },
  ]);

/** The credit note of a cancelled order (orders/creditNotes.ts); its PDF and ISDOC are attached. */
export interface CreditNoteNotice {
  customerName: string;
  orderNumber: number;
  creditNoteNumber: string;
  amount: string;
  reason: string | null;
  /** The order was paid: the amount goes back to the customer. */
  paid: boolean;
}

export const creditNoteMail = (n: CreditNoteNotice) =>
  mail(`Opravný daňový doklad č. ${n.creditNoteNumber} k objednávce č. ${n.orderNumber} – ${SHOP}`, [
    `Dobrý den, ${n.customerName},`,
    `objednávka č. ${n.orderNumber} byla zrušena${n.reason ? ` (důvod: ${n.reason})` : ''}. Fakturu č. ${n.orderNumber} proto ruší opravný daňový doklad č. ${n.creditNoteNumber} na částku −${n.amount}.`,
    n.paid ? `Zaplacenou částku ${n.amount} Vám vrátíme.` : 'Objednávka nebyla zaplacena; nic neplaťte.',
    'Opravný daňový doklad posíláme v příloze (PDF a ISDOC pro účetní programy).',
  ]);
