import type { Language, PushAlert } from '@freight/shared';
import { orderLink } from '../core/order-notices.js';

/** An order offered to the owner's own carriers first, as its push names it. */
export interface PoolOfferFacts {
  orderId: string;
  orderNumber: string;
  /** The forwarder's company whose carriers the order goes to first. */
  companyName: string;
  /** "Алматы → Ташкент": the cities as the forwarder typed them. */
  route: string;
}

/**
 * The push's words in each language: the web words the in-app notice itself
 * (`notifications.json`, ORDER_OFFERED_TO_POOL); a lock screen has no app to do it.
 */
const WORDS: Record<Language, { title: string; body(facts: PoolOfferFacts): string }> = {
  kz: {
    title: 'Тұрақты тапсырыс берушіден жүк',
    body: (facts) =>
      `${facts.companyName} №${facts.orderNumber} өтінімді алдымен сізге ұсынады: ${facts.route}`,
  },
  ru: {
    title: 'Груз от постоянного заказчика',
    body: (facts) =>
      `${facts.companyName} первым предлагает вам заявку №${facts.orderNumber}: ${facts.route}`,
  },
  en: {
    title: 'A load from a regular client',
    body: (facts) =>
      `${facts.companyName} offers you application №${facts.orderNumber} first: ${facts.route}`,
  },
  zh: {
    title: '老客户的货源',
    body: (facts) => `${facts.companyName} 优先向您提供申请 №${facts.orderNumber}：${facts.route}`,
  },
};

export function poolOfferPushAlert(language: Language, facts: PoolOfferFacts): PushAlert {
  const words = WORDS[language];
  return {
    title: words.title,
    body: words.body(facts),
    link: orderLink({ id: facts.orderId }),
    // The order's offer, match alert and invitation are one thing on the device: the newer wins.
    tag: `order-${facts.orderId}`,
  };
}
