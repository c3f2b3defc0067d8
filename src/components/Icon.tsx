// Line icons drawn as SVG (24x24, stroke = currentColor), so they never depend on an emoji font.
const PATHS = {
  mail: 'M3 6.5h18v11H3z M3.5 7l8.5 6 8.5-6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 7v6 M12 16.5v.5',
  key: 'M14.5 9.5a4 4 0 1 0-3 3.9L13 15h2v2h2v2h3v-3l-5.6-5.6a4 4 0 0 0 .1-.9z M8.5 8.5h.01',
  lock: 'M6 11h12v9H6z M8.5 11V8a3.5 3.5 0 0 1 7 0v3 M12 14.5v2',
  question: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7 M12 16.5v.5',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 26 }: { name: IconName; size?: number }) {
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
      <path d={PATHS[name]} />
    </svg>
  );
}
