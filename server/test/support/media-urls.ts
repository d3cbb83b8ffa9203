/**
 * The media store's key a signed address names: /uploads/<key>?expires=…&signature=… (the local
 * store) or /<bucket>/<key>?X-Amz-… (a bucket addressed by path). Two addresses of one file made
 * at different times may differ; their keys do not.
 */
export function mediaKeyOf(url: string): string {
  const { pathname } = new URL(url, 'http://postpilot.test');
  return decodeURIComponent(pathname).replace(/^\/[^/]+\//, '');
}
