import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `?page=&pageSize=&sort=&q=` of every list (DESIGN §6). Pages count from 1. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.string().max(64).optional(),
  q: z.string().trim().max(200).optional(),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const idParamSchema = z.object({ id: z.uuid() });

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const errorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  details: z.record(z.string(), z.string()).optional(),
});

/** Who did something recorded in a history (a review, a blacklisting); null when unknown. */
export const eventActorSchema = z
  .object({
    id: z.uuid(),
    lastName: z.string(),
    firstName: z.string(),
    middleName: z.string().nullable(),
    role: z.string(),
  })
  .nullable();
export type EventActor = z.infer<typeof eventActorSchema>;
