/** How long the browser may take to answer a position request (spec 1 section 9). */
export const LOCATION_TIMEOUT_MS = 20_000;

/**
 * Asks the browser for the user's position (spec 1 section 4.3): a permission already granted or
 * still to be asked leads to a position request; a denial, an error or the timeout is a no.
 * Null when the browser has no geolocation at all: it was never asked, so nothing is known.
 */
export async function askLocation(browser: Pick<Navigator, 'geolocation' | 'permissions'> = navigator): Promise<boolean | null> {
  const { geolocation } = browser;
  if (!geolocation) return null;
  let state: PermissionState = 'prompt';
  try {
    state = (await browser.permissions?.query({ name: 'geolocation' }))?.state ?? 'prompt';
  } catch {
    // Some browsers cannot be asked about this permission: the position request will tell.
  }
  if (state === 'denied') return false;
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      () => resolve(true),
      () => resolve(false),
      { timeout: LOCATION_TIMEOUT_MS },
    );
  });
}
