import * as css from './Spinner.css.ts';

export function Spinner({ label }: { label?: string }) {
  return (
    <span
      className={css.spinner}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** Whole-page loading state: a spinner and a short line of text. */
export function PageSpinner({ text }: { text: string }) {
  return (
    <div className={css.page} role="status" aria-live="polite">
      <span className={css.spinner} aria-hidden />
      <span>{text}</span>
    </div>
  );
}
