// What each push says, in Czech: the order's number and nothing more about the customer.
import type { PushPayload } from '@contract/push';
import { episodePath, type Podcast } from '@contract/podcasts';

export type OrderPushEvent = 'paid' | 'sent' | 'cancelled';

interface OrderFacts {
  orderId: number;
  orderNumber: number;
  /** The carrier's tracking page, when the order was handed to one. */
  trackingUrl?: string;
}

const ORDER_TEXTS: Record<OrderPushEvent, (facts: OrderFacts) => Pick<PushPayload, 'title' | 'body'>> = {
  paid: ({ orderNumber }) => ({ title: `Objednávka č. ${orderNumber} je zaplacená`, body: 'Platbu jsme přijali. Dáme vědět, až objednávku odešleme.' }),
  sent: ({ orderNumber, trackingUrl }) => ({
    title: `Objednávka č. ${orderNumber} je na cestě`,
    body: trackingUrl ? 'Předali jsme ji dopravci. Zásilku můžete sledovat.' : 'Objednávku jsme odeslali.',
  }),
  cancelled: ({ orderNumber }) => ({ title: `Objednávka č. ${orderNumber} byla zrušena`, body: 'Podrobnosti najdete v objednávce.' }),
};

export const orderPush = (event: OrderPushEvent, facts: OrderFacts): PushPayload => ({
  ...ORDER_TEXTS[event](facts),
  url: `/order/${facts.orderId}`,
  tag: `order-${facts.orderId}`,
  ...(facts.trackingUrl && { trackingUrl: facts.trackingUrl }),
});

export const episodePush = (podcast: Podcast, episode: { id: number; title: string }): PushPayload => ({
  title: `Nový díl: ${podcast.title}`,
  body: episode.title,
  url: episodePath(podcast, episode.id),
  tag: `episode-${episode.id}`,
});
