/// <reference lib="webworker" />
// Web Push in the service worker (issue 33): a push from the shop is shown as a notification with
// the shop's icon, and a tap opens the order or the episode in an open window of the shop, or a new one.
import type { PushPayload } from '@contract/push';
import { pushTexts } from '../lib/texts/push';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

/** What the shop sent, or null for anything else: only the shop's own paths open, only an https tracking page. */
function payloadOf(data: PushMessageData | null): PushPayload | null {
  try {
    const payload = data?.json() as Partial<PushPayload> | undefined;
    if (typeof payload?.title !== 'string' || typeof payload.url !== 'string' || !payload.url.startsWith('/') || payload.url.startsWith('//')) return null;
    return {
      title: payload.title,
      body: typeof payload.body === 'string' ? payload.body : '',
      url: payload.url,
      tag: typeof payload.tag === 'string' ? payload.tag : payload.url,
      ...(typeof payload.trackingUrl === 'string' && payload.trackingUrl.startsWith('https://') && { trackingUrl: payload.trackingUrl }),
    };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event.data);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: ICON,
      badge: ICON,
      tag: payload.tag,
      lang: 'cs',
      data: { url: payload.url, trackingUrl: payload.trackingUrl },
      ...(payload.trackingUrl && { actions: [{ action: 'track', title: pushTexts.trackParcel }] }),
    } as NotificationOptions),
  );
});

/** Opens the notification's page: in a window of the shop that is open (navigated there and focused), else in a new one. */
async function openTarget(notification: Notification, action: string): Promise<void> {
  notification.close();
  const { url, trackingUrl } = (notification.data ?? {}) as { url?: string; trackingUrl?: string };
  if (action === 'track' && trackingUrl) {
    await self.clients.openWindow(trackingUrl);
    return;
  }
  const target = new URL(url ?? '/', self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(target);
    return;
  }
  const shown = (await open.navigate(target).catch(() => null)) ?? open;
  await shown.focus().catch(() => undefined); // focusing needs the tap's activation; the page is there either way
}

self.addEventListener('notificationclick', (event) => event.waitUntil(openTarget(event.notification, event.action)));
