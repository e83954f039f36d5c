import {
  Role,
  ValidationMessage,
  type QuestionDetail,
  type QuestionPage,
  type Role as RoleName,
} from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, signIn } from '../../../test/auth-helpers.js';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { auditLog, questions } from '../../db/schema.js';

describe(`the moderators' questions inbox (${testDriver})`, () => {
  let ctx: TestApp;
  let inbox: SmtpInbox;
  let moderatorToken: string;
  let adminToken: string;
  let moderatorId: string;
  let visitor = 0;

  /** A visitor's question through the public form; answers its id. */
  async function asked(language = 'ru'): Promise<{ id: string; email: string }> {
    const email = `visitor-${++visitor}@example.kz`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/questions',
      remoteAddress: `192.0.2.${visitor}`,
      payload: { name: 'Асель', email, question: 'Как стать перевозчиком?', language },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.email, email));
    if (!row) throw new Error('the question was not stored');
    return { id: row.id, email };
  }

  const call = (
    method: 'GET' | 'POST',
    url: string,
    token: string | null,
    payload?: Record<string, string>,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload }),
    });

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ctx = await createTestApp({ smtpUrl: inbox.url, questionRateLimitMax: 1000 });
    const db = ctx.database.db;
    const moderator = await createAccount(db, Role.MODERATOR);
    moderatorId = moderator.user.id;
    moderatorToken = (await signIn(ctx.app, moderator)).accessToken;
    adminToken = (await signIn(ctx.app, await createAccount(db, Role.ADMIN))).accessToken;
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  it('lets only moderators and the admin read and answer questions', async () => {
    const { id } = await asked();
    const others: RoleName[] = [
      Role.FORWARDER,
      Role.DRIVER_COMPANY,
      Role.CB,
      Role.LOGISTICIAN,
      Role.EMPLOYEE,
    ];
    for (const role of others) {
      const token = (await signIn(ctx.app, await createAccount(ctx.database.db, role))).accessToken;
      expect((await call('GET', '/api/questions', token)).statusCode, role).toBe(403);
      expect((await call('GET', `/api/questions/${id}`, token)).statusCode, role).toBe(403);
      const answer = await call('POST', `/api/questions/${id}/answer`, token, { text: 'Да' });
      expect(answer.statusCode, role).toBe(403);
    }
    expect((await call('GET', '/api/questions', null)).statusCode).toBe(401);
    expect((await call('POST', `/api/questions/${id}/close`, null)).statusCode).toBe(401);
    for (const token of [moderatorToken, adminToken]) {
      expect((await call('GET', '/api/questions', token)).statusCode).toBe(200);
      expect((await call('GET', `/api/questions/${id}`, token)).statusCode).toBe(200);
    }
  });

  it('lists by status, newest first, with paging', async () => {
    const first = await asked();
    const second = await asked();
    await call('POST', `/api/questions/${first.id}/close`, moderatorToken);
    const fresh = (
      await call('GET', '/api/questions?status=NEW&pageSize=1', moderatorToken)
    ).json<QuestionPage>();
    expect(fresh.items.map((item) => item.id)).toEqual([second.id]);
    expect(fresh.pageSize).toBe(1);
    expect(fresh.total).toBeGreaterThanOrEqual(2);
    expect(fresh.items.every((item) => item.status === 'NEW')).toBe(true);
    const closed = (
      await call('GET', '/api/questions?status=CLOSED', moderatorToken)
    ).json<QuestionPage>();
    expect(closed.items.map((item) => item.id)).toContain(first.id);
    expect(closed.items.map((item) => item.id)).not.toContain(second.id);
  });

  it('answers by real e-mail in the visitor’s language and keeps the history', async () => {
    const { id, email } = await asked('kz');
    const empty = await call('POST', `/api/questions/${id}/answer`, moderatorToken, { text: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ text: ValidationMessage.REQUIRED });

    const response = await call('POST', `/api/questions/${id}/answer`, moderatorToken, {
      text: 'Тіркелу бетінде «Тасымалдаушы» рөлін таңдаңыз.',
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json<QuestionDetail>();
    expect(detail.status).toBe('ANSWERED');
    expect(detail.answerCount).toBe(1);
    expect(detail.events.map((event) => event.kind)).toEqual(['ASKED', 'ANSWERED']);
    expect(detail.events[0]?.actor).toBeNull();
    expect(detail.events[1]).toMatchObject({
      text: 'Тіркелу бетінде «Тасымалдаушы» рөлін таңдаңыз.',
      actor: { id: moderatorId, role: Role.MODERATOR },
    });

    const mail = await inbox.waitFor(email);
    expect(mail.subject).toBe('Сұрағыңызға жауап');
    expect(mail.text).toContain('Сәлеметсіз бе, Асель!');
    expect(mail.text).toContain('> Как стать перевозчиком?');
    expect(mail.text).toContain('Тіркелу бетінде «Тасымалдаушы» рөлін таңдаңыз.');

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'question.answered')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorUserId).toBe(moderatorId);
  });

  it('closes and reopens, refusing to answer a closed question', async () => {
    const { id } = await asked();
    const closed = await call('POST', `/api/questions/${id}/close`, adminToken);
    expect(closed.json<QuestionDetail>().status).toBe('CLOSED');
    expect((await call('POST', `/api/questions/${id}/close`, adminToken)).statusCode).toBe(409);
    const refused = await call('POST', `/api/questions/${id}/answer`, adminToken, { text: 'Да' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('QUESTION_CLOSED');

    const reopened = await call('POST', `/api/questions/${id}/reopen`, adminToken);
    const detail = reopened.json<QuestionDetail>();
    expect(detail.status).toBe('NEW');
    expect(detail.events.map((event) => event.kind)).toEqual(['ASKED', 'CLOSED', 'REOPENED']);
    expect((await call('POST', `/api/questions/${id}/reopen`, adminToken)).statusCode).toBe(409);
  });
});
