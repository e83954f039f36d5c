import { errorResponseSchema } from '@freight/shared';

/** The `{code, message}` error bodies a route can answer, for its OpenAPI response list. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}
