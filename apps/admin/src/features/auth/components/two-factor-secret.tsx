import { QRCodeSVG } from 'qrcode.react';
import { CopyButton } from '../../../components/ui/copy-button';

/** Typed by hand, a long key reads best in blocks of four; authenticator apps ignore the spaces. */
function groupsOfFour(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The pending secret of a two-factor set-up: its QR code to scan and the key to type instead. */
export function TwoFactorSecret({ secret, otpauthUrl }: { secret: string | null; otpauthUrl: string | null }) {
  return (
    <>
      {otpauthUrl ? (
        <div className="mx-auto rounded-lg border border-line bg-white p-3">
          <QRCodeSVG value={otpauthUrl} size={176} marginSize={0} title="QR code to scan with your authenticator app" />
        </div>
      ) : null}
      {secret ? (
        <div className="rounded-lg border border-line bg-surface-2 p-3">
          <p className="text-xs text-muted">Or enter this key by hand</p>
          <div className="mt-1 flex items-center justify-between gap-3">
            <code className="min-w-0 font-mono text-sm font-semibold break-words" data-testid="two-factor-secret">
              {groupsOfFour(secret)}
            </code>
            <CopyButton value={secret} className="shrink-0" />
          </div>
        </div>
      ) : null}
    </>
  );
}
