// Line icons drawn as SVG (24x24, stroke = currentColor), so they never depend on an emoji font.
const PATHS = {
  mail: 'M3 6.5h18v11H3z M3.5 7l8.5 6 8.5-6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 5.5v9 M12 18v.5',
  key: 'M8 11a4 4 0 1 0 0 8a4 4 0 1 0 0-8z M10.9 12.1L20 3 M16.5 6.5l2.5 2.5 M14 9l2 2',
  lock: 'M6 11h12v9H6z M8.5 11V8a3.5 3.5 0 0 1 7 0v3 M12 14.5v2',
  question: 'M8.5 8.5a3.5 3.5 0 1 1 5 3.2c-.9.4-1.5 1.1-1.5 2.1v.7 M12 18v.5',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 26 }: { name: IconName; size?: number }) {
  return <LineIcon d={PATHS[name]} size={size} />;
}

/** One line icon from its path data `d`, `size` px square (the theme switch draws its own paths). */
export function LineIcon({ d, size }: { d: string; size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={d} />
    </svg>
  );
}
