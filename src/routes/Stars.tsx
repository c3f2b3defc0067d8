import { useEffect, useRef } from 'react';
import * as css from './Landing.css.ts';

const COUNT = 60;

// Deterministic positions (a tiny LCG), so the sky looks the same on every visit and in screenshots.
function stars(seed = 7) {
  let s = seed;
  const next = () => (s = (s * 1664525 + 1013904223) % 4294967296) / 4294967296;
  return Array.from({ length: COUNT }, () => ({
    x: next() * 100,
    y: next() * 100,
    size: 1 + next() * 2,
    delay: next() * 6,
    duration: 3 + next() * 4,
  }));
}
const SKY = stars();

/**
 * 60 decorative stars. They twinkle with a CSS opacity animation (compositor only) that is paused
 * while the hero is off-screen and never runs with prefers-reduced-motion, so they cost nothing then.
 */
export function Stars() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => {
      el.dataset.paused = entry?.isIntersecting ? 'false' : 'true';
    });
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return (
    <div ref={ref} className={css.sky} aria-hidden data-paused="false" data-testid="stars">
      {SKY.map((s, i) => (
        <span
          key={i}
          className={css.star}
          style={{
            left: `${s.x}%`,
            top: `${s.y}%`,
            width: s.size,
            height: s.size,
            animationDelay: `${s.delay}s`,
            animationDuration: `${s.duration}s`,
          }}
        />
      ))}
    </div>
  );
}
