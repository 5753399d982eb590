// The seller: who the shop's invoices, trade rules and privacy notice name. Shared by the server
// (from the settings: SHOP_SELLER_NAME, SHOP_SELLER_ADDRESS, SHOP_ICO, SHOP_DIC, SHOP_IBAN,
// SHOP_EMAIL, SHOP_WEB) and the PWA, which reads it from GET /api/seller.

/** Who sells: printed on every invoice; `iban` receives bank transfers (QR Platba). */
export interface Seller {
  name: string;
  /** Street and town, one line each. */
  address: string[];
  ico: string;
  /** DIČ when the seller is registered for VAT, else ''. */
  dic: string;
  iban: string;
  email: string;
  web: string;
}
