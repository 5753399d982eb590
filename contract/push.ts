// Web Push (issue 33): what a browser's subscription sends the shop and what the service worker
// shows, shared by the server and the PWA. Imports only zod and the podcasts.
import { z } from 'zod';
import { PODCASTS } from './podcasts';

/** The longest endpoint accepted; the push services' own are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 2048;

export const ORDERS_TOPIC = 'orders';
export const podcastTopic = (slug: string) => `podcast:${slug}`;
/** What a subscription may hear about: its orders, and each show it follows. */
export const PUSH_TOPICS = [ORDERS_TOPIC, ...PODCASTS.map((podcast) => podcastTopic(podcast.slug))] as const;

export const pushMessages = {
  endpoint: 'Adresa odběru upozornění není platná.',
  endpointNotAllowed: 'Upozornění lze posílat jen přes službu prohlížeče (Google, Mozilla, Apple nebo Microsoft).',
  keys: 'Klíče odběru upozornění nejsou platné.',
  topics: 'Neznámé téma upozornění.',
  notFound: 'Odběr upozornění na tomto zařízení nenalezen.',
  subscribed: 'Upozornění jsou zapnutá.',
  unsubscribed: 'Upozornění na tomto zařízení jsou vypnutá.',
  topicsSaved: 'Výběr upozornění je uložený.',
  unavailable: 'Upozornění teď obchod neposílá.',
} as const;

/** base64url of `bytes` bytes, unpadded as browsers write it (padding is tolerated). */
const base64url = (bytes: number) => new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`);

const endpoint = z.string({ error: pushMessages.endpoint }).trim().min(1, pushMessages.endpoint).max(PUSH_ENDPOINT_MAX, pushMessages.endpoint);
const topics = z.array(z.enum(PUSH_TOPICS, { error: pushMessages.topics }), { error: pushMessages.topics }).max(PUSH_TOPICS.length, pushMessages.topics);

/**
 * POST /api/push/subscriptions: a PushSubscription's JSON. p256dh is an uncompressed P-256 point
 * (65 bytes, first 0x04: base64url starting with B), auth 16 bytes. Without topics: orders only.
 */
export const pushSubscriptionBody = z.object({
  endpoint,
  keys: z.object(
    {
      p256dh: z.string({ error: pushMessages.keys }).regex(base64url(65), pushMessages.keys).startsWith('B', pushMessages.keys),
      auth: z.string({ error: pushMessages.keys }).regex(base64url(16), pushMessages.keys),
    },
    { error: pushMessages.keys },
  ),
  topics: topics.default([ORDERS_TOPIC]),
});

/** DELETE /api/push/subscriptions. */
export const pushEndpointBody = z.object({ endpoint });

/** PUT /api/push/subscriptions/topics. */
export const pushTopicsBody = z.object({ endpoint, topics });

export type PushTopic = (typeof PUSH_TOPICS)[number];
export type PushSubscriptionInput = z.output<typeof pushSubscriptionBody>;

/** GET /api/push/key: the VAPID public key the browser subscribes with (applicationServerKey). */
export interface PushKeyJson {
  publicKey: string;
}

/** The answer to POST and PUT: the subscription's topics as stored. */
export interface PushSubscriptionJson {
  message: string;
  topics: PushTopic[];
}

/**
 * What a push carries, and all it carries: no personal data beyond an order's number. `url` is the
 * shop's own path a tap opens; `tag` replaces an older notification of the same order or episode.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  /** A parcel's tracking page, offered as the notification's action "Sledovat zásilku". */
  trackingUrl?: string;
}
