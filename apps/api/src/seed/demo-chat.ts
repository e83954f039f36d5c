import { DOCUMENT_CONTENT_TYPES, type SendChatMessage } from '@freight/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { uploadChatAttachment } from '../modules/chat/chat-attachments.js';
import { openOrderThread, startDirectConversation } from '../modules/chat/conversations.js';
import { deleteMessage, editMessage, markRead, sendMessage } from '../modules/chat/messages.js';
import type { AuthUser } from '../platform/auth/access-token.js';
import { storeBlob } from '../platform/files/upload.js';
import type { ServiceDeps } from '../platform/service-deps.js';
import { chatMessages, conversations, orders } from '../db/schema.js';
import { demoPng } from './demo-files.js';
import { demoSessions } from './demo-sessions.js';

type Line = readonly [speaker: AuthUser, text: string, minutesAgo: number];

/**
 * The demo's chat, made through the chat's own services: the thread of a signed order between
 * the forwarder and the carrier's logistician (a photo, an edited and a deleted message, the
 * last answer still unread by the forwarder, so the menu shows a badge), a direct conversation
 * between the forwarder and their employee, and one between the carrier and the security
 * service. Seeded once: skipped when the demo forwarder has a conversation already.
 */
export async function seedDemoChat(deps: ServiceDeps): Promise<boolean> {
  const { db } = deps;
  const byLogin = await demoSessions(db, [
    'forwarder@demo.kz',
    'employee@demo.kz',
    'carrier@demo.kz',
    'logist@demo.kz',
    'cb@demo.kz',
  ]);
  const forwarder = byLogin.get('forwarder@demo.kz');
  const employee = byLogin.get('employee@demo.kz');
  const carrier = byLogin.get('carrier@demo.kz');
  const logistician = byLogin.get('logist@demo.kz');
  const cb = byLogin.get('cb@demo.kz');
  if (!forwarder?.companyId || !employee || !carrier?.companyId || !logistician || !cb) {
    return false;
  }
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.createdBy, forwarder.id))
    .limit(1);
  if (existing) return false;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.ownerCompanyId, forwarder.companyId),
        eq(orders.selectedCarrierCompanyId, carrier.companyId),
        isNotNull(orders.selectedResponseId),
      ),
    )
    .orderBy(orders.createdAt)
    .limit(1);

  /** Sends as `speaker`; edits and deletions must follow before `backdate` moves it back. */
  const send = async (
    conversationId: string,
    [speaker, text]: Line,
    attachmentIds: string[] = [],
  ) => {
    const input: SendChatMessage = { clientId: randomUUID(), text, attachmentIds };
    return (await sendMessage(deps, speaker, conversationId, input)).message;
  };
  /** Spreads the messages over the past hours, as a real conversation would be. */
  const backdate = async (message: { id: string; conversationId: string }, minutesAgo: number) => {
    const at = new Date(Date.now() - minutesAgo * 60_000);
    await db.update(chatMessages).set({ createdAt: at }).where(eq(chatMessages.id, message.id));
    await db
      .update(conversations)
      .set({ lastActivityAt: at })
      .where(eq(conversations.id, message.conversationId));
  };
  const say = async (conversationId: string, line: Line, attachmentIds: string[] = []) => {
    const message = await send(conversationId, line, attachmentIds);
    await backdate(message, line[2]);
    return message;
  };
  const readAll = (reader: AuthUser, conversationId: string, seq: number) =>
    markRead(deps, reader, conversationId, { seq, receipt: 'read' });

  if (order) {
    const thread = await openOrderThread(deps, forwarder, {
      orderId: order.id,
      carrierCompanyId: carrier.companyId,
    });
    await say(thread.id, [forwarder, 'Добрый день! Во сколько машина будет на загрузке?', 240]);
    await say(thread.id, [
      logistician,
      'Здравствуйте! Водитель будет к 9:00, номер 777 ABC 02.',
      235,
    ]);
    const typo = await send(thread.id, [forwarder, 'Хорошо, склад открыт с 8:00', 230]);
    await editMessage(deps, forwarder, typo.id, {
      text: 'Хорошо, склад открыт с 8:30, въезд с ул. Суюнбая.',
    });
    await backdate(typo, 230);
    const wrong = await send(thread.id, [logistician, 'Пломба 4471', 60]);
    await deleteMessage(deps, logistician, wrong.id);
    await backdate(wrong, 60);
    const photo = await storeBlob(
      deps.files,
      Readable.from([Buffer.from(demoPng([46, 125, 50]))]),
      'loading-bay.png',
      { allowedContentTypes: DOCUMENT_CONTENT_TYPES },
    );
    const attachment = await uploadChatAttachment(deps, logistician, thread.id, photo);
    const seen = await say(
      thread.id,
      [logistician, 'Груз закреплён, фото прилагаю.', 55],
      [attachment.id],
    );
    await readAll(forwarder, thread.id, seen.seq);
    await say(thread.id, [
      logistician,
      'Выехали, в пути около 14 часов. https://www.google.com/maps',
      20,
    ]);
  }

  const team = await startDirectConversation(deps, forwarder, employee.id);
  await say(team.id, [forwarder, 'Please check the documents for tomorrow’s loading.', 180]);
  const done = await say(team.id, [employee, 'Done, everything is signed.', 170]);
  await readAll(forwarder, team.id, done.seq);

  const vetting = await startDirectConversation(deps, cb, carrier.id);
  const question = await say(vetting.id, [
    cb,
    'Добрый день, пришлите, пожалуйста, копию техпаспорта нового тягача.',
    300,
  ]);
  await readAll(carrier, vetting.id, question.seq);
  await say(vetting.id, [carrier, 'Отправили через раздел «Транспорт».', 290]);
  return true;
}
