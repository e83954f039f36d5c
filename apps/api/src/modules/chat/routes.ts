import {
  chatMessagePageSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatPeopleQuerySchema,
  chatPeopleSchema,
  chatUnreadSchema,
  conversationListSchema,
  conversationSchema,
  DOCUMENT_CONTENT_TYPES,
  editChatMessageSchema,
  idParamSchema,
  markChatReadSchema,
  okResponseSchema,
  openOrderThreadSchema,
  orderThreadListSchema,
  sendChatMessageSchema,
  startDirectConversationSchema,
  storedFileSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { receiveUpload } from '../../platform/files/multipart.js';
import { keepBlobIfRecorded } from '../../platform/files/upload.js';
import { serviceDeps } from '../../platform/http/request-meta.js';
import { uploadChatAttachment } from './chat-attachments.js';
import {
  countUnread,
  findChatPeople,
  listConversations,
  listOrderThreads,
  openOrderThread,
  startDirectConversation,
} from './conversations.js';
import { deleteMessage, editMessage, listMessages, markRead, sendMessage } from './messages.js';

/** The chat (docs/api/chat.md): conversations, order threads, messages, receipts, attachments. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['chat'];

  app.get(
    '/chat/conversations',
    {
      ...guardedBy('read:chat:party'),
      schema: {
        tags,
        summary: 'My conversations, newest activity first, with unread counts',
        response: { 200: conversationListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listConversations(serviceDeps(app, request), currentUser(request)),
  );

  app.get(
    '/chat/unread',
    {
      ...guardedBy('read:chat:party'),
      schema: {
        tags,
        summary: 'Unread messages across my conversations (the menu badge)',
        response: { 200: chatUnreadSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      unreadTotal: await countUnread(serviceDeps(app, request), currentUser(request)),
    }),
  );

  app.get(
    '/chat/people',
    {
      ...guardedBy('read:chat:party'),
      schema: {
        tags,
        summary: 'The user picker: people I may write to, by name, company or role',
        querystring: chatPeopleQuerySchema,
        response: { 200: chatPeopleSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      items: await findChatPeople(serviceDeps(app, request), currentUser(request), request.query),
    }),
  );

  app.post(
    '/chat/direct',
    {
      ...guardedBy('send:chat_message:party'),
      schema: {
        tags,
        summary: 'Open (or find) my direct conversation with someone within reach',
        body: startDirectConversationSchema,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      startDirectConversation(serviceDeps(app, request), currentUser(request), request.body.userId),
  );

  app.post(
    '/chat/order-threads',
    {
      ...guardedBy('read:chat:party'),
      schema: {
        tags,
        summary: "Open (or find) an order's thread with one carrier side",
        body: openOrderThreadSchema,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      openOrderThread(serviceDeps(app, request), currentUser(request), request.body),
  );

  app.get(
    '/orders/:id/chat-threads',
    {
      ...guardedBy('read:chat:party'),
      schema: {
        tags,
        summary: 'The threads of an order that I am a member of',
        params: idParamSchema,
        response: { 200: orderThreadListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      items: await listOrderThreads(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
      ),
    }),
  );

  app.get(
    '/chat/conversations/:id/messages',
    {
      ...guardedBy('read:chat:party'),
      schema: {
        tags,
        summary: 'A page of history (before= older, after= newer, q= search), oldest first',
        params: idParamSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagePageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listMessages(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.query,
      ),
  );

  app.post(
    '/chat/conversations/:id/messages',
    {
      ...guardedBy('send:chat_message:party'),
      schema: {
        tags,
        summary: 'Send a message (201; the same clientId again answers the stored one, 200)',
        params: idParamSchema,
        body: sendChatMessageSchema,
        response: {
          200: chatMessageSchema,
          201: chatMessageSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { message, created } = await sendMessage(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/chat/conversations/:id/attachments',
    {
      ...guardedBy('send:chat_message:party'),
      schema: {
        tags,
        summary: 'Upload a file to send (multipart `file`: an image or a PDF, at most 10 MB)',
        params: idParamSchema,
        response: {
          201: storedFileSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, app.files, {
        allowedContentTypes: DOCUMENT_CONTENT_TYPES,
      });
      const file = await keepBlobIfRecorded(app.files, upload.blob, () =>
        uploadChatAttachment(
          serviceDeps(app, request),
          currentUser(request),
          request.params.id,
          upload.blob,
        ),
      );
      return reply.code(201).send(file);
    },
  );

  app.post(
    '/chat/conversations/:id/read',
    {
      ...guardedBy('read:chat:party'),
      schema: {
        tags,
        summary: 'Everything up to seq was delivered (or read)',
        params: idParamSchema,
        body: markChatReadSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await markRead(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
      );
      return { ok: true as const };
    },
  );

  app.patch(
    '/chat/messages/:id',
    {
      ...guardedBy('send:chat_message:party'),
      schema: {
        tags,
        summary: 'Edit my message within 15 minutes',
        params: idParamSchema,
        body: editChatMessageSchema,
        response: { 200: chatMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      editMessage(serviceDeps(app, request), currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/chat/messages/:id',
    {
      ...guardedBy('send:chat_message:party'),
      schema: {
        tags,
        summary: 'Delete my message within 15 minutes (it stays as "message deleted")',
        params: idParamSchema,
        response: { 200: chatMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      deleteMessage(serviceDeps(app, request), currentUser(request), request.params.id),
  );
};
