/**
 * Credentials, tokens and OTPs never reach a log. Fastify logs method and URL only, and the
 * spec's endpoints take credentials in the query string, so URLs are scrubbed as well.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'newPassword',
  'otp',
  'refreshToken',
  'accessToken',
  'resetToken',
];

const SECRET_QUERY_KEYS = ['password', 'newPassword', 'otp', 'resetToken', 'refreshToken'];

export function scrubUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of SECRET_QUERY_KEYS) if (params.has(key)) params.set(key, '***');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}
