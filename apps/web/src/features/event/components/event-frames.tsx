import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useEventFrames } from '../lib/use-event-frames';

/**
 * What a framed stream or scoreboard may do (docs/decisions/live-tv-and-score-frames.md):
 * - allow-scripts: a stream player is a script (HLS or DASH through Media Source Extensions);
 * - allow-same-origin: keeps the frame its own origin, so the player may fetch its segments and
 *   keys from its CDN under CORS and use its storage; without it every request goes out from an
 *   opaque origin and most players fail. Scripts and same-origin together could lift the
 *   sandbox only for a frame of our own origin, and our own hosts are never stream hosts;
 * - allow-presentation: casting the stream to a TV.
 * Left out on purpose: top navigation, popups, forms, modals and downloads, so a frame can
 * neither send the player's page elsewhere nor open windows over it.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';
/** Permissions policy: a stream may start playing by itself and go full screen. */
export const FRAME_ALLOW = 'autoplay; fullscreen';

/** A frame of our own origin would run as our page (the sandbox above would not hold): never shown. */
function isOwnOrigin(url: string): boolean {
  try {
    return new URL(url).origin === window.location.origin;
  } catch {
    return true;
  }
}

/**
 * The live TV (16:9) and the scoreboard of an event, for signed-in players, each in a card that
 * can be folded away; they appear and go as staff set and remove them.
 */
export function EventFrames({ eventId, eventName }: { eventId: string; eventName: string }) {
  const { t } = useTranslation();
  const { liveTvUrl, scoreFrameUrl } = useEventFrames(eventId);
  return (
    <>
      {liveTvUrl && !isOwnOrigin(liveTvUrl) ? (
        <FramePanel
          kind="liveTv"
          url={liveTvUrl}
          label={t('event.frames.liveTv', 'Live TV')}
          frameTitle={t('event.frames.liveTvOf', 'Live TV: {{name}}', { name: eventName })}
        />
      ) : null}
      {scoreFrameUrl && !isOwnOrigin(scoreFrameUrl) ? (
        <FramePanel
          kind="score"
          url={scoreFrameUrl}
          label={t('event.frames.scoreboard', 'Scoreboard')}
          frameTitle={t('event.frames.scoreboardOf', 'Scoreboard: {{name}}', { name: eventName })}
        />
      ) : null}
    </>
  );
}

function FramePanel({ kind, url, label, frameTitle }: { kind: 'liveTv' | 'score'; url: string; label: string; frameTitle: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(true);
  const bodyId = `event-frame-${kind}`;
  return (
    <section className="card overflow-hidden" aria-label={label} data-testid={`event-frame-${kind}`}>
      <button
        type="button"
        className="flex min-h-10 w-full items-center justify-between gap-2 px-3 text-sm font-semibold"
        aria-expanded={isOpen}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="flex items-center gap-2">
          <Icon name={kind === 'liveTv' ? 'live' : 'chart'} size={18} className={kind === 'liveTv' ? 'text-danger' : 'text-muted'} />
          {label}
        </span>
        <span className="flex items-center gap-1 text-xs font-medium text-muted">
          {isOpen ? t('event.frames.hide', 'Hide') : t('event.frames.show', 'Show')}
          <Icon name="chevronDown" size={16} className={`transition-transform ${isOpen ? 'rotate-180' : ''}`} />
        </span>
      </button>
      {isOpen ? (
        <div id={bodyId} className={kind === 'liveTv' ? 'bg-black' : 'border-t border-line'}>
          <div className={kind === 'liveTv' ? 'mx-auto aspect-video w-full max-w-xl' : 'h-44 w-full sm:h-52'}>
            <iframe
              key={url}
              src={url}
              title={frameTitle}
              className="block size-full border-0"
              sandbox={FRAME_SANDBOX}
              allow={FRAME_ALLOW}
              allowFullScreen
              referrerPolicy="no-referrer"
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
