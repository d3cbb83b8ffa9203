// Postpilot's service worker: shows the push notifications the server sends (a JSON payload of
// title, body, url and tag, decrypted by the browser), and opens the notification's link when it
// is clicked, in a Postpilot tab already open if there is one.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Postpilot';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url: linkOf(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = linkOf(event.notification.data && event.notification.data.url);
  event.waitUntil(open(url));
});

/** An http(s) address to open; anything else opens the app's home. */
function linkOf(value) {
  try {
    const url = new URL(value, self.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : self.location.origin;
  } catch {
    return self.location.origin;
  }
}

/** Focuses a tab of the app and takes it to `url`, or opens a new one. */
async function open(url) {
  const sameOrigin = new URL(url).origin === self.location.origin;
  if (sameOrigin) {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
    if (tab) {
      try {
        const focused = await tab.focus();
        // A tab this worker does not control cannot be navigated: a new one opens instead.
        return await focused.navigate(url);
      } catch {
        // Fall through to a new tab.
      }
    }
  }
  return self.clients.openWindow(url);
}
