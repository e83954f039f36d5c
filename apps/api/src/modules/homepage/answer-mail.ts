import type { Language } from '@freight/shared';
import type { MailMessage } from '../../platform/mail/mailer.js';

interface AnswerMailFrame {
  subject: string;
  greeting(name: string): string;
  youAsked: string;
  ourAnswer: string;
  signature: string;
}

/** The answer's frame in the language the visitor wrote in; the answer itself is the moderator's. */
const FRAMES: Record<Language, AnswerMailFrame> = {
  kz: {
    subject: 'Сұрағыңызға жауап',
    greeting: (name) => `Сәлеметсіз бе, ${name}!`,
    youAsked: 'Сіздің сұрағыңыз:',
    ourAnswer: 'Біздің жауабымыз:',
    signature: 'Құрметпен, жүк тасымалдау платформасының командасы',
  },
  ru: {
    subject: 'Ответ на ваш вопрос',
    greeting: (name) => `Здравствуйте, ${name}!`,
    youAsked: 'Ваш вопрос:',
    ourAnswer: 'Наш ответ:',
    signature: 'С уважением, команда платформы грузоперевозок',
  },
  zh: {
    subject: '您的问题的答复',
    greeting: (name) => `${name}，您好！`,
    youAsked: '您的问题：',
    ourAnswer: '我们的答复：',
    signature: '货运平台团队敬上',
  },
  en: {
    subject: 'The answer to your question',
    greeting: (name) => `Hello, ${name}!`,
    youAsked: 'You asked:',
    ourAnswer: 'Our answer:',
    signature: 'Kind regards, the freight platform team',
  },
};

/** Quotes a text line by line, as mail readers show a reply. */
function quoted(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

export function questionAnswerMail(
  question: { name: string; email: string; question: string; language: Language },
  answer: string,
): MailMessage {
  const frame = FRAMES[question.language];
  return {
    to: question.email,
    subject: frame.subject,
    text: [
      frame.greeting(question.name),
      '',
      frame.youAsked,
      quoted(question.question),
      '',
      frame.ourAnswer,
      answer,
      '',
      frame.signature,
      '',
    ].join('\n'),
  };
}
