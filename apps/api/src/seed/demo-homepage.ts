import { IMAGE_CONTENT_TYPES, type Language } from '@freight/shared';
import { Readable } from 'node:stream';
import { createPartner } from '../modules/homepage/partner-admin.js';
import { answerQuestion, setQuestionClosed } from '../modules/homepage/question-inbox.js';
import { submitQuestion } from '../modules/homepage/submit-question.js';
import { storeBlob } from '../platform/files/upload.js';
import type { ServiceDeps } from '../platform/service-deps.js';
import { partners, questions } from '../db/schema.js';
import { desc } from 'drizzle-orm';
import { encodeRgbPng } from './demo-files.js';
import { demoSessions } from './demo-sessions.js';

const SEED_META = { ip: '127.0.0.1', userAgent: 'demo seed' };
type Rgb = readonly [number, number, number];

/**
 * A 240×96 logo on white: a disc in the partner's colour and two bars standing for a word
 * mark, enough for the homepage's partner strip to look like logos.
 */
function demoLogoPng(colour: Rgb, accent: Rgb): Buffer {
  const width = 240;
  const height = 96;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3, 255);
    row[0] = 0;
    for (let x = 0; x < width; x++) {
      const inDisc = (x - 48) ** 2 + (y - 48) ** 2 <= 32 ** 2;
      const inInnerDisc = (x - 48) ** 2 + (y - 48) ** 2 <= 14 ** 2;
      const inWord = x >= 96 && x < 216 && y >= 30 && y < 46;
      const inTagline = x >= 96 && x < 176 && y >= 54 && y < 64;
      const pixel = inInnerDisc ? accent : inDisc || inWord ? colour : inTagline ? accent : null;
      if (pixel) row.set(pixel, 1 + x * 3);
    }
    rows.push(row);
  }
  return encodeRgbPng(width, height, rows);
}

const DEMO_PARTNERS: readonly { name: string; url: string | null; colour: Rgb; accent: Rgb }[] = [
  {
    name: 'KazTransLog',
    url: 'https://example.kz/kaztranslog',
    colour: [22, 119, 255],
    accent: [250, 173, 20],
  },
  {
    name: 'Steppe Cargo',
    url: 'https://example.kz/steppe-cargo',
    colour: [19, 194, 194],
    accent: [0, 80, 179],
  },
  { name: 'Silk Road Freight', url: null, colour: [207, 19, 34], accent: [250, 219, 20] },
  {
    name: 'Altyn Terminal',
    url: 'https://example.kz/altyn',
    colour: [212, 136, 6],
    accent: [38, 38, 38],
  },
];

const DEMO_QUESTIONS: readonly {
  name: string;
  email: string;
  question: string;
  language: Language;
  answer?: string;
  close?: boolean;
}[] = [
  {
    name: 'Айгерім Сейтқали',
    email: 'aigerim@example.kz',
    question: 'Тасымалдаушы ретінде тіркелу үшін қандай құжаттар керек?',
    language: 'kz',
  },
  {
    name: 'Сергей Ким',
    email: 'sergey.kim@example.kz',
    question: 'Можно ли подписывать договоры с ЭЦП прямо на платформе?',
    language: 'ru',
  },
  {
    name: 'Daniyar Bekov',
    email: 'daniyar@example.com',
    question: 'Do you support loads from Almaty to Urumqi?',
    language: 'en',
    answer:
      'Yes: forwarders publish such loads on the load board, and approved carriers respond to them.',
  },
  {
    name: 'Мария Петрова',
    email: 'maria@example.kz',
    question: 'Сколько стоит регистрация экспедитора?',
    language: 'ru',
    answer:
      'Регистрация бесплатна; после проверки службой безопасности вы сможете публиковать заявки.',
    close: true,
  },
];

/**
 * The homepage's demo data, made through the module's own services: partners with generated
 * logos and questions in every status. Seeded once: skipped when any partner exists.
 */
export async function seedDemoHomepage(deps: ServiceDeps): Promise<boolean> {
  const { db } = deps;
  const byLogin = await demoSessions(db, ['admin@demo.kz', 'moderator@demo.kz']);
  const admin = byLogin.get('admin@demo.kz');
  const moderator = byLogin.get('moderator@demo.kz');
  if (!admin || !moderator) return false;
  const [existing] = await db.select({ id: partners.id }).from(partners).limit(1);
  if (existing) return false;

  for (const partner of DEMO_PARTNERS) {
    const blob = await storeBlob(
      deps.files,
      Readable.from([demoLogoPng(partner.colour, partner.accent)]),
      `${partner.name}.png`,
      { allowedContentTypes: IMAGE_CONTENT_TYPES },
    );
    await createPartner(deps, admin, { name: partner.name, url: partner.url }, blob, SEED_META);
  }

  for (const item of DEMO_QUESTIONS) {
    await submitQuestion(deps, { ...item, website: undefined }, SEED_META);
    const [stored] = await db
      .select({ id: questions.id })
      .from(questions)
      .orderBy(desc(questions.createdAt))
      .limit(1);
    if (!stored) continue;
    if (item.answer) {
      await answerQuestion(deps, moderator, stored.id, { text: item.answer }, SEED_META);
    }
    if (item.close) await setQuestionClosed(deps, moderator, stored.id, true, SEED_META);
  }
  return true;
}
