import type { TFunction } from 'i18next';
import { toast } from 'sonner';

/**
 * The site's copy helpers with the toasts of docs/product.md §8: 'copied' plus the value on
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

/**
 * Browsers take only PNG images on the clipboard: any other image (an uploaded JPEG QR code) is
 * drawn once on a canvas and copied as PNG.
 */
async function asPng(blob: Blob): Promise<Blob> {
  if (blob.type === 'image/png' || blob.type === '') return blob;
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('the image could not be converted'))), 'image/png'),
  );
}

/** Copies an image (a blob, a data URL, or the URL of an image to fetch) as a PNG clipboard item. */
export async function copyImage(image: Blob | string, t: Translate): Promise<boolean> {
  try {
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) throw new Error('clipboard images are not supported');
    const blob = await asPng(typeof image === 'string' ? await (await fetch(image)).blob() : image);
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
    toast.success(t('common.copied', 'copied'));
    return true;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    toast.error(`${t('common.copyImageFailed', 'Error copying image to clipboard:')} ${reason}`);
    return false;
  }
}
