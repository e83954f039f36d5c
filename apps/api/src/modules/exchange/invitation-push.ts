import type { Language, PushAlert } from '@freight/shared';
import { orderLink } from '../orders/core/order-notices.js';

/** An invitation as its push names it. */
export interface InvitationFacts {
  orderId: string;
  orderNumber: string;
  /** The inviting forwarder's company. */
  companyName: string;
  /** "Алматы → Ташкент": the cities as the forwarder typed them. */
  route: string;
}

/**
 * The words of the invitation's push in each language: the web words the in-app notice itself
 * (`notifications.json`, ORDER_INVITATION), a lock screen has no app to do it.
 */
const WORDS: Record<
  Language,
  { title(facts: InvitationFacts): string; body(facts: InvitationFacts): string }
> = {
  kz: {
    title: (facts) => `№${facts.orderNumber} өтінімге шақыру`,
    body: (facts) => `${facts.companyName} сізді жауап беруге шақырады: ${facts.route}`,
  },
  ru: {
    title: (facts) => `Приглашение на заявку №${facts.orderNumber}`,
    body: (facts) => `${facts.companyName} приглашает вас откликнуться: ${facts.route}`,
  },
  en: {
    title: (facts) => `Invitation to application №${facts.orderNumber}`,
    body: (facts) => `${facts.companyName} invites you to answer: ${facts.route}`,
  },
  zh: {
    title: (facts) => `申请 №${facts.orderNumber} 的邀请`,
    body: (facts) => `${facts.companyName} 邀请您响应：${facts.route}`,
  },
};

export function invitationPushAlert(language: Language, facts: InvitationFacts): PushAlert {
  const words = WORDS[language];
  return {
    title: words.title(facts),
    body: words.body(facts),
    link: orderLink({ id: facts.orderId }),
    // The order's match alert and its invitation are one thing on the device: the newer wins.
    tag: `order-${facts.orderId}`,
  };
}
