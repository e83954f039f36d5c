import { chatPeopleSchema } from '@freight/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { chatKeys } from './chat-keys';

/** Whom the caller may write to (the server decides: colleagues, the CB, order parties). */
export function usePeople(q: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.people(q),
    queryFn: ({ signal }) =>
      http.get('/chat/people', chatPeopleSchema, {
        query: { q: q.trim() || undefined, limit: 20 },
        signal,
        showErrors: false,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
