/** The app's own origin: the renderer is served from this custom scheme and nowhere else. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'wallet';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * True when `url` belongs to `appOrigin` (scheme and host, nothing else). Compared field by
 * field: Node's URL reports origin "null" for custom schemes, and credentials such as
 * `app://wallet@evil` must not pass for the app's host.
 */
export function isSameAppOrigin(url: string, appOrigin: string): boolean {
  let target: URL;
  let own: URL;
  try {
    target = new URL(url);
    own = new URL(appOrigin);
  } catch {
    return false;
  }
  return (
    target.protocol === own.protocol &&
    target.host === own.host &&
    target.host !== '' &&
    target.username === '' &&
    target.password === ''
  );
}
