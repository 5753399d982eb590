// The one order view (issue 28): what every screen that shows an order, or the cart about to become
// one, draws it with. Other features import it only from here.
export { BankTransferPanel, needsBankTransfer } from './BankTransferPanel';
export { BillingDetails, DeliveryAddress } from './OrderAddresses';
export { OrderDetails } from './OrderDetails';
export { OrderItems } from './OrderItems';
export { OrderSection } from './OrderSection';
export { type OrderState, OrderStateBadge } from './OrderStateBadge';
export { OrderStates, type StateWords } from './OrderStates';
export { PriceRow } from './PriceRow';
