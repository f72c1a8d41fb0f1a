import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { QrImageBlock } from './qr-blocks';

resetSessionBetweenTests();
afterEach(() => vi.unstubAllGlobals());

// A 1x1 PNG as a data URL, as a QR uploaded by staff comes back from api/common/imageBaseUrl.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function renderQr() {
  await renderInShell(
    <>
      <QrImageBlock src={PNG} name="UPI QR" />
      <Toaster />
    </>,
  );
}

describe('Copy QR Code', () => {
  it('puts the QR on the clipboard as a PNG and says copied', async () => {
    const write = vi.fn(async () => {});
    class FakeItem {
      constructor(public items: Record<string, Blob>) {}
    }
    vi.stubGlobal('ClipboardItem', FakeItem);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { write } });
    vi.stubGlobal('fetch', async () => new Response(new Blob(['png'], { type: 'image/png' })));
    await renderQr();
    fireEvent.click(screen.getByRole('button', { name: 'Copy QR Code' }));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    const [[items]] = write.mock.calls as unknown as [[FakeItem[]]];
    expect(Object.keys(items[0]!.items)).toEqual(['image/png']);
    expect(await screen.findByText('copied')).toBeTruthy();
  });

  it("shows 'Error copying image to clipboard:' with the reason when the browser cannot", async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: {} });
    await renderQr();
    fireEvent.click(screen.getByRole('button', { name: 'Copy QR Code' }));
    expect(await screen.findByText('Error copying image to clipboard: clipboard images are not supported')).toBeTruthy();
  });
});

describe('Download QR Code', () => {
  it('reads an uploaded QR through api/common/imageBaseUrl and saves it as QR_Generated-{date}.png', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${url.pathname}?${url.searchParams.toString()}`);
      return new Response(JSON.stringify({ docs: { imageBase: PNG } }), { headers: { 'content-type': 'application/json' } });
    });
    const saved: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    try {
      await renderInShell(<QrImageBlock src="/uploads/qr/upi.png" name="UPI QR" />);
      fireEvent.click(screen.getByRole('button', { name: 'Download QR Code' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(calls).toEqual([`/api/common/imageBaseUrl?imageUrl=${encodeURIComponent('/uploads/qr/upi.png')}`]);
      expect(saved[0]!.href).toBe(PNG);
      expect(saved[0]!.download).toMatch(/^QR_Generated-\d{4}-\d{2}-\d{2}-\d{6}\.png$/);
    } finally {
      click.mockRestore();
    }
  });
});
