// This device's Web Push subscription: whether it can have one, turning it on (the browser asks for
// permission then, never by itself), the topics, and turning it off (also before a sign-out).
import { ORDERS_TOPIC, type PushTopic } from '@contract/push';
import { answer, client } from '../../lib/client';
import { pushTexts } from '../../lib/texts/push';
import { isIosSafariInBrowser } from './installPrompt';

/** 'ios-home-screen': iOS pushes only to the app added to the home screen (16.4+), so the page explains that instead of a button. */
export type PushSupport = 'supported' | 'ios-home-screen' | 'unsupported';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (isIosSafariInBrowser()) return 'ios-home-screen';
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window ? 'supported' : 'unsupported';
}

/** The topics this device chose, as the server last answered them (the server keeps them; this is for the page). */
const TOPICS_KEY = 'pushTopics';

export function storedTopics(): PushTopic[] {
  try {
    return JSON.parse(localStorage.getItem(TOPICS_KEY) ?? '[]') as PushTopic[];
  } catch {
    return [];
  }
}

const storeTopics = (topics: PushTopic[]) => localStorage.setItem(TOPICS_KEY, JSON.stringify(topics));

/** This device's subscription, if it has one (never waits for a service worker that is not there). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  return (await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription()) ?? null;
}

let shopKey: Promise<string | null> | undefined;

/**
 * The shop's VAPID key, or null while the shop sends no push (production without keys answers 503)
 * or does not answer: nothing offers notifications then. A key is asked for once per page.
 */
export function pushKey(): Promise<string | null> {
  shopKey ??= answer(client.push.key.$get()).then(
    ({ publicKey }) => publicKey,
    () => {
      shopKey = undefined;
      return null;
    },
  );
  return shopKey;
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** Asks for permission, subscribes with the shop's VAPID key and tells the shop; answers the topics stored. */
export async function turnOn(topics: PushTopic[] = [ORDERS_TOPIC]): Promise<PushTopic[]> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(permission === 'denied' ? pushTexts.denied : pushTexts.failed);
  const publicKey = await pushKey();
  if (!publicKey) throw new Error(pushTexts.failed);
  const registration = await navigator.serviceWorker.ready;
  // The browser's own refusal (its push service unreachable…) speaks English: the page says it in Czech.
  const subscription = await registration.pushManager
    .getSubscription()
    .then((existing) => existing ?? registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
    .catch(() => {
      throw new Error(pushTexts.failed);
    });
  const { endpoint, keys } = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  const stored = await answer(client.push.subscriptions.$post({ json: { endpoint, keys, topics } }));
  storeTopics(stored.topics);
  return stored.topics;
}

export async function chooseTopics(topics: PushTopic[]): Promise<PushTopic[]> {
  const subscription = await currentSubscription();
  if (!subscription) return [];
  const stored = await answer(client.push.subscriptions.topics.$put({ json: { endpoint: subscription.endpoint, topics } }));
  storeTopics(stored.topics);
  return stored.topics;
}

/**
 * Removes this device's subscription from the shop and the browser. `authorization` is the session's
 * header when the session ends right after (sign-out), since the call must still carry it.
 */
export async function turnOff(authorization?: string): Promise<void> {
  localStorage.removeItem(TOPICS_KEY);
  const subscription = await currentSubscription();
  if (!subscription) return;
  await client.push.subscriptions
    .$delete({ json: { endpoint: subscription.endpoint } }, authorization ? { headers: { Authorization: authorization } } : undefined)
    .catch(() => undefined); // not the shop's any more (404) or offline: the browser's side still goes
  await subscription.unsubscribe();
}
