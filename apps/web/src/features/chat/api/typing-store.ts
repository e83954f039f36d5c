import { CHAT_TYPING_TTL_MS } from '@freight/shared';
import { useSyncExternalStore } from 'react';

interface Typist {
  name: string;
  until: number;
}

/** Who is typing where: conversation → user → name and when the signal runs out. */
const typing = new Map<string, Map<string, Typist>>();
const subscribers = new Set<() => void>();
/** Stable snapshots per conversation (useSyncExternalStore compares them by identity). */
const snapshots = new Map<string, readonly string[]>();

function publish(conversationId: string): void {
  const now = Date.now();
  const names = [...(typing.get(conversationId)?.values() ?? [])]
    .filter((typist) => typist.until > now)
    .map((typist) => typist.name);
  snapshots.set(conversationId, names);
  subscribers.forEach((notify) => notify());
}

/** A member is typing: shown for `CHAT_TYPING_TTL_MS` unless a new signal extends it. */
export function noteTyping(conversationId: string, userId: string, name: string): void {
  const ofConversation = typing.get(conversationId) ?? new Map<string, Typist>();
  typing.set(conversationId, ofConversation);
  ofConversation.set(userId, { name, until: Date.now() + CHAT_TYPING_TTL_MS });
  publish(conversationId);
  window.setTimeout(() => publish(conversationId), CHAT_TYPING_TTL_MS + 10);
}

/** A member's message arrived: they stopped typing it. */
export function clearTyping(conversationId: string, userId: string): void {
  if (typing.get(conversationId)?.delete(userId)) publish(conversationId);
}

const EMPTY: readonly string[] = [];

/** The names of the members typing in a conversation now. */
export function useTypingNames(conversationId: string): readonly string[] {
  return useSyncExternalStore(
    (notify) => {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    () => snapshots.get(conversationId) ?? EMPTY,
  );
}
