/* The service worker's Web Push part (issue 31), loaded by the generated worker through
 * workbox's importScripts (vite.config.ts). The server words each alert in the device's
 * language (`PushAlert`: title, body, link, tag), so the worker only shows it and, on a click,
 * opens its page in a window of the app or a new one. */
/* global self */

self.addEventListener('push', (event) => {
  let alert;
  try {
    alert = event.data ? event.data.json() : null;
  } catch {
    alert = null;
  }
  if (!alert || typeof alert.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: {
        link: typeof alert.link === 'string' && alert.link.startsWith('/') ? alert.link : '/',
      },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(link).then((client) => (client ?? open).focus());
      return self.clients.openWindow(link);
    }),
  );
});
