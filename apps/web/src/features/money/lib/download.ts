/** Saves a data URL as a file through a temporary link (the QR download, docs/product.md §7). */
export function downloadDataUrl(dataUrl: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = dataUrl;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}

/** 'QR_Generated-{date}.png' (docs/product.md §7 "imageBaseUrl"). */
export function qrFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `QR_Generated-${date}.png`;
}
