// The staff area's screens (admin spec 2.2), loaded as one chunk when a staff route is first
// opened, so the storefront never downloads them. The route table is in app/routes.tsx.
export { UserListPage } from './users/UserListPage';
export { UserEditPage } from './users/UserEditPage';
export { ProductListPage } from './products/ProductListPage';
export { ProductEditPage } from './products/ProductEditPage';
export { DiscountPage } from './products/DiscountPage';
export { ReviewsPage } from './products/ReviewsPage';
export { OrderListPage } from './orders/OrderListPage';
export { AdminOrderPage } from './orders/AdminOrderPage';
export { AudioEditPage, AudioListPage, BannerEditPage, BannerListPage, VideoEditPage, VideoListPage } from './media/MediaPages';
export { SubscribersPage } from './subscribers/SubscribersPage';
export { DeliveryMethodsPage } from './delivery/DeliveryMethodsPage';
export { PaymentsPage } from './payments/PaymentsPage';
export { AccountingPage } from './accounting/AccountingPage';
