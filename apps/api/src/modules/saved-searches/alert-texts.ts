import type { Language, PushAlert } from '@freight/shared';
import type { MailMessage } from '../../platform/mail/mailer.js';

/**
 * The words of the alerts that leave the app (push, e-mail), in the four languages: the web
 * words the in-app notification itself (`notifications.json`, ORDER_MATCHES_SEARCH), but a
 * phone's lock screen and a mailbox have no app to do it.
 */

/** One matched order as an alert names it. */
export interface MatchFacts {
  searchName: string;
  orderId: string;
  orderNumber: string;
  /** "Алматы → Ташкент": the cities as the forwarder typed them. */
  route: string;
  loadingDate: string;
  price: string;
}

interface AlertWords {
  pushTitle(match: MatchFacts): string;
  pushBody(match: MatchFacts): string;
  mailSubject(count: number): string;
  greeting: string;
  intro: string;
  loading: string;
  price: string;
  footer: string;
  notCompared: string;
}

const WORDS: Record<Language, AlertWords> = {
  kz: {
    pushTitle: (match) => `«${match.searchName}»: жаңа жүк`,
    pushBody: (match) => `№${match.orderNumber}, ${match.route}, тиеу ${match.loadingDate}`,
    mailSubject: (count) => `Сақталған іздеулеріңізге жаңа жүктер: ${count}`,
    greeting: 'Сәлеметсіз бе!',
    intro: 'Сақталған іздеулеріңізге сәйкес жаңа өтінімдер:',
    loading: 'тиеу',
    price: 'баға',
    footer: 'Өтінімдерді ашу үшін «Менің іздеулерім» бөліміне өтіңіз.',
    notCompared: 'бағам жоқ, баға салыстырылмады',
  },
  ru: {
    pushTitle: (match) => `«${match.searchName}»: новый груз`,
    pushBody: (match) => `№${match.orderNumber}, ${match.route}, погрузка ${match.loadingDate}`,
    mailSubject: (count) => `Новые грузы по вашим сохранённым поискам: ${count}`,
    greeting: 'Здравствуйте!',
    intro: 'Новые заявки по вашим сохранённым поискам:',
    loading: 'погрузка',
    price: 'цена',
    footer: 'Откройте раздел «Мои поиски», чтобы посмотреть заявки.',
    notCompared: 'нет курса, цена не сравнивалась',
  },
  en: {
    pushTitle: (match) => `“${match.searchName}”: new load`,
    pushBody: (match) => `№${match.orderNumber}, ${match.route}, loading ${match.loadingDate}`,
    mailSubject: (count) => `New loads for your saved searches: ${count}`,
    greeting: 'Hello,',
    intro: 'New applications matching your saved searches:',
    loading: 'loading',
    price: 'price',
    footer: 'Open “My searches” to see them.',
    notCompared: 'no exchange rate, price not compared',
  },
  zh: {
    pushTitle: (match) => `“${match.searchName}”：新货源`,
    pushBody: (match) => `№${match.orderNumber}，${match.route}，装货 ${match.loadingDate}`,
    mailSubject: (count) => `您保存的搜索有新货源：${count}`,
    greeting: '您好！',
    intro: '符合您保存的搜索的新申请：',
    loading: '装货',
    price: '价格',
    footer: '请打开“我的搜索”查看。',
    notCompared: '无汇率，未比较价格',
  },
};

/** The page an alert opens: the order on the load board. */
export const orderLink = (orderId: string) => `/view-request/${orderId}`;

export function matchPushAlert(language: Language, match: MatchFacts): PushAlert {
  const words = WORDS[language];
  return {
    title: words.pushTitle(match),
    body: words.pushBody(match),
    link: orderLink(match.orderId),
    tag: `order-${match.orderId}`,
  };
}

/** A mail's matched order, with whether its price could be compared with the search's floor. */
export interface MailedMatch extends MatchFacts {
  priceNotCompared: boolean;
}

/** One e-mail for several matches (an instant alert carries one, a digest all that waited). */
export function matchesMail(
  to: string,
  language: Language,
  matches: readonly MailedMatch[],
  appUrl: string,
): MailMessage {
  const words = WORDS[language];
  const lines = matches.map((match) =>
    [
      `— «${match.searchName}»: №${match.orderNumber}, ${match.route}`,
      `  ${words.loading} ${match.loadingDate}, ${words.price} ${match.price}` +
        (match.priceNotCompared ? ` (${words.notCompared})` : ''),
      `  ${appUrl}${orderLink(match.orderId)}`,
    ].join('\n'),
  );
  return {
    to,
    subject: words.mailSubject(matches.length),
    text: [words.greeting, words.intro, '', ...lines, '', words.footer].join('\n'),
  };
}
