import QRCode from 'qrcode';
import type { Seller } from '../config';
import type { OrderJson, PaymentQrJson } from '@contract/checkout/orderJson';
import { buildSpayd, compactIban, orderPaymentMessage, spaydSafeText } from '@contract/spayd';
import { Conflict } from '../domainErrors';
import { toHalere } from '@contract/money';

/** An IBAN in groups of four, as printed: CZ65 0800 0000 1920 0014 5399. */
export const printedIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

export interface BankTransfer {
  iban: string;
  amountHalere: number;
  /** The order number: the variable symbol of the transfer. */
  variableSymbol: string;
  message: string;
  /** QR Platba (SPAYD) of the transfer. */
  spayd: string;
}

/**
 * Why an order cannot be paid by a transfer now, or null when it can: it is paid, cancelled, or
 * goes abroad (the postage is not yet known; the shop sends the full amount with its invoice).
 */
export function whyNoTransfer(order: OrderJson): string | null {
  if (order.isPaid) return 'Objednávka je už zaplacená.';
  if (order.isCancelled) return 'Objednávka byla zrušena.';
  if (order.shippingToBeInvoiced) return 'Poštovné do zahraničí Vám oznámíme fakturou; částku k úhradě a QR kód najdete v ní.';
  return null;
}

/** The transfer that pays `order` to the seller's account, with its QR Platba. */
export function bankTransferOf(order: OrderJson, seller: Seller): BankTransfer {
  const amountHalere = toHalere(order.totalPrice);
  const variableSymbol = String(order.orderNumber);
  const message = spaydSafeText(orderPaymentMessage(order.orderNumber));
  const iban = compactIban(seller.iban);
  return { iban, amountHalere, variableSymbol, message, spayd: buildSpayd({ iban, amountHalere, variableSymbol, message }) };
}

/**
 * GET /api/orders/{id}/payment-qr: the transfer and its QR code as SVG, for what is still missing
 * after an underpayment; 409 when the order cannot be paid so now.
 */
export async function paymentQrOf(order: OrderJson, seller: Seller): Promise<PaymentQrJson> {
  const refusal = whyNoTransfer(order);
  if (refusal) throw new Conflict(refusal);
  const amount = order.transferMissing ?? order.totalPrice;
  const transfer = bankTransferOf({ ...order, totalPrice: amount }, seller);
  const svg = await QRCode.toString(transfer.spayd, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return { spayd: transfer.spayd, iban: transfer.iban, amount, variableSymbol: transfer.variableSymbol, message: transfer.message, svg };
}
