/**
 * Photo addresses on the page's own origin (`/media/{profileId}/{file}`): the render writes a
 * public page's photos so and passes those paths on to the API (src/edge/photos.ts), the
 * visitor's register shows its memories' photos so, and the service worker keeps them.
 */

/** A photo's path: `/media/{profileId}/{file}` with a raster image's extension. */
const PHOTO_PATH =
  /^\/media\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}\.(?:jpe?g|png|webp|avif|gif)$/;

/** Whether `pathname` is the path of a photo the render passes on to the API. */
export function isPhotoPath(pathname: string): boolean {
  return PHOTO_PATH.test(pathname);
}

/** The API's base URL without a trailing slash. */
export function apiBaseOf(apiBaseUrl: string): string {
  return apiBaseUrl.replace(/\/+$/, "");
}

/**
 * A photo URL of the API's media as a path on the page's own address; any other URL (another
 * origin, a query, video or audio) as it is.
 */
export function photoThroughPage(url: string, apiBaseUrl: string): string {
  const prefix = `${apiBaseOf(apiBaseUrl)}/media/`;
  if (!url.startsWith(prefix)) return url;
  const path = `/media/${url.slice(prefix.length)}`;
  return isPhotoPath(path) ? path : url;
}
