import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { useRouteAvailability } from '../../../components/layout/route-availability';

export interface Slide {
  image: string;
  title?: string;
  link?: string;
}

const AUTO_ADVANCE_MS = 5000;

/**
 * The landing slideshow (theme.slideShow): advances every 5 s, pauses while hovered or
 * focused and when the visitor prefers reduced motion; arrows and dots move by hand.
 */
export function Slideshow({ slides, fallbackTitle }: { slides: Slide[]; fallbackTitle: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const isAvailable = useRouteAvailability();
  const count = slides.length;
  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);

  useEffect(() => {
    if (count < 2 || paused) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('landing.slideshow', 'Highlights')}
      className="group relative overflow-hidden rounded-2xl bg-surface-2 ring-1 ring-line"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="flex transition-transform duration-500 ease-out" style={{ transform: `translateX(-${current * 100}%)` }}>
        {slides.map((s, i) => {
          const img = (
            <img
              src={s.image}
              alt={s.title ?? `${fallbackTitle} ${i + 1}`}
              className="aspect-[16/7] w-full object-cover sm:aspect-[16/5.5]"
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              draggable={false}
            />
          );
          return (
            <div
              key={`${s.image}-${i}`}
              className="w-full shrink-0"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              {/* A slide links only to a screen that exists, or to another web site. */}
              {s.link?.startsWith('/') && isAvailable(s.link) ? (
                <Link to={s.link}>{img}</Link>
              ) : s.link && /^https?:\/\//.test(s.link) ? (
                <a href={s.link} target="_blank" rel="noopener noreferrer">
                  {img}
                </a>
              ) : (
                img
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="absolute top-1/2 left-2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-black/45 text-white opacity-0 backdrop-blur transition group-hover:opacity-100 focus-visible:opacity-100 max-sm:hidden"
            aria-label={t('landing.previousSlide', 'Previous slide')}
            onClick={() => go(current - 1)}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="absolute top-1/2 right-2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-black/45 text-white opacity-0 backdrop-blur transition group-hover:opacity-100 focus-visible:opacity-100 max-sm:hidden"
            aria-label={t('landing.nextSlide', 'Next slide')}
            onClick={() => go(current + 1)}
          >
            <Icon name="chevronRight" />
          </button>
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={t('landing.goToSlide', 'Go to slide {{n}}', { n: i + 1 })}
                aria-current={i === current}
                onClick={() => go(i)}
                className="grid h-6 min-w-6 place-items-center"
              >
                <span className={`block h-1.5 rounded-full transition-all ${i === current ? 'w-6 bg-white' : 'w-1.5 bg-white/55'}`} />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
