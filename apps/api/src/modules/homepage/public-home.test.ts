import { Role, ValidationMessage, type PublicHome } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createAccount, createCompany } from '../../../test/auth-helpers.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { companies, notifications, questions } from '../../db/schema.js';
import { createPublicHome, FIGURES_TTL_MS } from './public-home.js';

const QUESTION_LIMIT = 3;

const aQuestion = (overrides: Record<string, unknown> = {}) => ({
  name: 'Айгерім',
  email: 'visitor@example.kz',
  question: 'Қанша тұрады?',
  language: 'kz',
  ...overrides,
});

describe(`the homepage's public endpoints (${testDriver})`, () => {
  let ctx: TestApp;
  // Every test asks from an address of its own, so the per-address limit is the limit test's.
  let address = 0;
  const ask = (payload: Record<string, unknown>, remoteAddress = `198.51.100.${++address}`) =>
    ctx.app.inject({ method: 'POST', url: '/api/public/questions', payload, remoteAddress });
  const storedQuestions = async () =>
    (await ctx.database.db.select({ total: count() }).from(questions))[0]?.total ?? 0;

  beforeAll(async () => {
    ctx = await createTestApp({
      questionRateLimitMax: QUESTION_LIMIT,
      questionRateLimitWindowMs: 60_000,
    });
  });
  afterAll(() => ctx.close());

  it('counts approved companies in SQL and keeps the figures for a minute', async () => {
    const db = ctx.database.db;
    await createCompany(db, { kind: 'FORWARDER', status: 'APPROVED' });
    await createCompany(db, { kind: 'CARRIER', status: 'APPROVED' });
    await createCompany(db, { kind: 'CARRIER', status: 'PENDING_REVIEW' });
    const first = await ctx.app.inject({ method: 'GET', url: '/api/public/home' });
    expect(first.statusCode).toBe(200);
    const home = first.json<PublicHome>();
    expect(home.figures).toEqual({ approvedCompanies: 2, approvedDrivers: 0, completedOrders: 0 });
    expect(home.partners).toEqual([]);

    // A company approved now shows only once the cached figures expire.
    await createCompany(db, { kind: 'FORWARDER', status: 'APPROVED' });
    const cached = (await ctx.app.inject({ method: 'GET', url: '/api/public/home' })).json();
    expect(cached.figures.approvedCompanies).toBe(2);
    const [approved] = await db
      .select({ total: count() })
      .from(companies)
      .where(eq(companies.status, 'APPROVED'));
    expect(approved?.total).toBe(3);
  });

  it('counts again once the cached figures are older than a minute', async () => {
    let clock = 1_000_000;
    const home = createPublicHome(ctx.database.db, () => clock);
    const before = (await home.read()).figures.approvedCompanies;
    await createCompany(ctx.database.db, { kind: 'CARRIER', status: 'APPROVED' });
    clock += FIGURES_TTL_MS - 1;
    expect((await home.read()).figures.approvedCompanies).toBe(before);
    clock += 2;
    expect((await home.read()).figures.approvedCompanies).toBe(before + 1);
  });

  it('stores a question and notifies every moderator and the admin', async () => {
    const db = ctx.database.db;
    const moderator = await createAccount(db, Role.MODERATOR);
    const admin = await createAccount(db, Role.ADMIN);
    const forwarder = await createAccount(db, Role.FORWARDER);
    const response = await ask(aQuestion());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const [stored] = await db.select().from(questions).where(eq(questions.name, 'Айгерім'));
    expect(stored).toMatchObject({ email: 'visitor@example.kz', status: 'NEW', language: 'kz' });
    const notified = await db
      .select({ userId: notifications.userId, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.type, 'QUESTION_RECEIVED'));
    const recipients = notified.map((row) => row.userId);
    expect(recipients).toEqual(expect.arrayContaining([moderator.user.id, admin.user.id]));
    expect(recipients).not.toContain(forwarder.user.id);
    expect(notified[0]?.params).toEqual({ name: 'Айгерім' });
  });

  it('refuses a bad e-mail with the translated "Enter a valid email" key', async () => {
    const before = await storedQuestions();
    const response = await ask(aQuestion({ email: 'not-an-email', name: ' ', question: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        email: ValidationMessage.EMAIL,
        name: ValidationMessage.REQUIRED,
        question: ValidationMessage.REQUIRED,
      },
    });
    expect(await storedQuestions()).toBe(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await storedQuestions();
    const response = await ask(aQuestion({ website: 'https://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(await storedQuestions()).toBe(before);
  });

  it('limits questions per address with 429 and the spec’s text', async () => {
    const remoteAddress = '203.0.113.77';
    for (let index = 0; index < QUESTION_LIMIT; index++) {
      expect((await ask(aQuestion(), remoteAddress)).statusCode).toBe(201);
    }
    const before = await storedQuestions();
    const blocked = await ask(aQuestion(), remoteAddress);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts. Please try again later.',
    });
    expect(await storedQuestions()).toBe(before);
    // Another address is not affected.
    expect((await ask(aQuestion())).statusCode).toBe(201);
  });
});
