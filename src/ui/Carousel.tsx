import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useState, type FocusEvent, type ReactNode } from 'react';
import { t } from '../i18n';
import './carousel.css';
import '../i18n/areas/events';

export type CarouselSlide = { key: string; content: ReactNode };

const reducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A row of slides one at a time (the events' carousel, a development's pictures) on Embla:
 * swipe or the previous and next buttons, a dot per slide; it moves on by itself every
 * `intervalMs` (spec 3 section 9: 3 s) unless the pointer is over it, focus is inside it or
 * the user asked for reduced motion. Announced as a carousel of slides ('2 of 5'); the slide
 * change is announced only while it is not moving by itself. Import it only from screens that
 * use it: routes are split, so Embla then loads with them and never on the first load.
 */
export function Carousel({
  label,
  slides,
  intervalMs = 3000,
  className,
}: {
  label: string;
  slides: readonly CarouselSlide[];
  intervalMs?: number;
  className?: string;
}) {
  const [viewportRef, api] = useEmblaCarousel({ loop: slides.length > 1 });
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const id = useId();
  const count = slides.length;
  const autoplay = count > 1 && !hovered && !focused && !reducedMotion();

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  useEffect(() => {
    if (!api || !autoplay) return;
    const timer = window.setInterval(() => api.scrollNext(), intervalMs);
    return () => window.clearInterval(timer);
  }, [api, autoplay, intervalMs]);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);

  if (count === 0) return null;
  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="carousel-viewport" ref={viewportRef}>
        <div className="carousel-track" id={id} aria-live={autoplay ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern: each slide is a group with the slide role description.
            <div key={slide.key} className="carousel-slide" role="group" aria-roledescription="slide" aria-label={t('carousel.slide', { n: index + 1, count })}>
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="carousel-arrow carousel-prev"
            aria-controls={id}
            aria-label={t('carousel.previous')}
            onClick={() => api?.scrollPrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="carousel-arrow carousel-next" aria-controls={id} aria-label={t('carousel.next')} onClick={() => api?.scrollNext()}>
            <span aria-hidden="true">›</span>
          </button>
          <div className="carousel-dots">
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                className={`carousel-dot${index === selected ? ' carousel-dot-on' : ''}`}
                aria-controls={id}
                aria-label={t('carousel.goTo', { n: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
