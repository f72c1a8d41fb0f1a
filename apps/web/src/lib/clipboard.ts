import type { TFunction } from 'i18next';
import { toast } from 'sonner';

/**
 * The site's copy helpers with the spec's toasts (platform-core §8): 'copied' plus the value on
 * success, 'Unable to copy to clipboard' when the browser refuses text, and
 * 'Error copying image to clipboard:' plus the reason when it refuses an image (a QR code).
 * Each answers whether the copy worked, for callers that remember it (the forced change-password
 * popup must see the transaction code copied).
 */

type Translate = TFunction | ((key: string, fallback: string) => string);

export async function copyText(value: string, t: Translate): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    toast.success(`${t('common.copied', 'copied')} ${value}`);
    return true;
  } catch {
    toast.error(t('common.copyFailed', 'Unable to copy to clipboard'));
    return false;
  }
}

/** Copies an image (a PNG blob, or the URL of an image to fetch) as a clipboard item. */
export async function copyImage(image: Blob | string, t: Translate): Promise<boolean> {
  try {
    const blob = typeof image === 'string' ? await (await fetch(image)).blob() : image;
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) throw new Error('clipboard images are not supported');
    await navigator.clipboard.write([new ClipboardItem({ [blob.type || 'image/png']: blob })]);
    toast.success(t('common.copied', 'copied'));
    return true;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    toast.error(`${t('common.copyImageFailed', 'Error copying image to clipboard:')} ${reason}`);
    return false;
  }
}
