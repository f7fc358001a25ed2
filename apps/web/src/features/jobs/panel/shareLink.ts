/** How long the 'Link copied' notice stays (spec 2 sections 8 and 9: it hides after 3 s). */
export const LINK_NOTICE_MS = 3000;

/** A job's share link: its page, which opens the list with the job in the side panel. */
export function jobLink(jobId: string, origin = window.location.origin): string {
  return `${origin}/jobs/${encodeURIComponent(jobId)}`;
}

/** Copies text to the clipboard, or by a selection where the clipboard refuses; throws when neither works. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Refused (no focus, no permission): the selection below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand?.('copy') ?? false;
  area.remove();
  if (!copied) throw new Error('copy refused');
}

/**
 * Shares a link (spec 2 section 8): the system's share sheet where the browser has one; when there
 * is none or it fails, the link is copied. 'shared' when the sheet took it (or the user closed
 * it), 'copied' when it was copied.
 */
export async function shareOrCopy(url: string, title: string): Promise<'shared' | 'copied'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, title });
      return 'shared';
    } catch (error) {
      // The user closing the sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  await copyText(url);
  return 'copied';
}
