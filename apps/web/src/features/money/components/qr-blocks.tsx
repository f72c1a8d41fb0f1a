import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { parseApiError } from '../../../lib/api-client';
import { copyImage } from '../../../lib/clipboard';
import { getImageBase } from '../api/get-image-base';
import { downloadDataUrl, qrFileName } from '../lib/download';
import { rupees } from '../lib/format';
import { upiPayUri } from '../lib/deposit-rules';

const frame = 'flex flex-col items-center gap-3 rounded-xl border border-line bg-surface-2 p-4 text-center';

const actions = 'flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center';

/** The method's own QR image (QR and USDT methods) with its Download QR Code and Copy QR Code buttons. */
export function QrImageBlock({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation();
  // A data URL is already the image; an uploaded one comes back from the server as one.
  const dataUrl = async () => (src.startsWith('data:') ? src : await getImageBase(src));
  async function download() {
    try {
      downloadDataUrl(await dataUrl(), qrFileName());
    } catch (err) {
      toast.error(parseApiError(err));
    }
  }
  async function copy() {
    let image: string;
    try {
      image = await dataUrl();
    } catch (err) {
      toast.error(parseApiError(err));
      return;
    }
    await copyImage(image, t);
  }
  return (
    <div className={frame}>
      <img src={src} alt={t('money.qrOf', 'QR code of {{name}}', { name })} className="size-48 rounded-lg bg-white object-contain p-2" />
      <div className={actions}>
        <button type="button" className="btn btn-ghost" onClick={() => void download()}>
          {t('money.downloadQr', 'Download QR Code')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => void copy()}>
          {t('money.copyQr', 'Copy QR Code')}
        </button>
      </div>
    </div>
  );
}

/**
 * A QR drawn here from a text (a USDT wallet address without an uploaded QR), downloadable and
 * copyable as a PNG from its canvas.
 */
export function GeneratedQrBlock({ value, title }: { value: string; title: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  return (
    <div className={frame}>
      <QRCodeCanvas ref={canvas} value={value} size={192} marginSize={2} title={title} className="rounded-lg" />
      <div className={actions}>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => canvas.current && downloadDataUrl(canvas.current.toDataURL('image/png'), qrFileName())}
        >
          {t('money.downloadQr', 'Download QR Code')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => canvas.current && void copyImage(canvas.current.toDataURL('image/png'), t)}
        >
          {t('money.copyQr', 'Copy QR Code')}
        </button>
      </div>
    </div>
  );
}

/**
 * A UPI payment QR for the amount (docs/product.md §2 step 3, "for UPI a payment QR when upiId
 * exists"): any UPI app scans it with the payee and amount filled in; on a phone the link
 * opens the app directly.
 */
export function UpiPayQr({ upiId, amount, payeeName }: { upiId: string; amount: number; payeeName: string }) {
  const { t } = useTranslation();
  const uri = upiPayUri(upiId, amount, payeeName);
  return (
    <div className={frame}>
      <QRCodeSVG
        value={uri}
        size={192}
        marginSize={2}
        title={t('money.upiQrTitle', 'UPI payment QR for {{amount}}', { amount: rupees(amount) })}
        className="rounded-lg"
      />
      <p className="text-sm text-muted">{t('money.scanUpi', 'Scan with any UPI app to pay {{amount}}', { amount: rupees(amount) })}</p>
      <a href={uri} className="btn btn-ghost nav:hidden">
        {t('money.openUpiApp', 'Pay with a UPI app')}
      </a>
    </div>
  );
}
