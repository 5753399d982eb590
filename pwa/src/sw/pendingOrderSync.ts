/// <reference lib="webworker" />
// Background Sync for orders placed offline (lib/pendingOrders): Chromium wakes the worker once the
// network returns, even with the shop closed. An order the server refused for changes waits for the
// customer's confirmation, and a local notification says so when the customer allows notifications.
import { PENDING_ORDERS_SYNC, sendPendingOrders } from '../lib/pendingOrders';
import { pendingOrderTexts } from '../lib/texts/pwa';

declare const self: ServiceWorkerGlobalScope;

/** The sync event of Background Sync, missing from TypeScript's worker types. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

async function sendAndTell(): Promise<void> {
  const { unsent, toConfirm } = await sendPendingOrders();
  if (Notification.permission === 'granted') {
    for (const order of toConfirm) {
      await self.registration.showNotification(pendingOrderTexts.toConfirm, {
        body: pendingOrderTexts.toConfirmBody,
        icon: '/icons/icon-192.png',
        tag: `pending-order-${order.key}`,
        data: { url: `/waiting-order/${order.key}` },
      });
    }
  }
  // Rejecting asks the browser to fire the sync again later.
  if (unsent > 0) throw new Error('Orders still wait for the network');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === PENDING_ORDERS_SYNC) sync.waitUntil(sendAndTell());
});
