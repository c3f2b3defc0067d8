import { useState } from 'react';
import { isValid, type Errors } from './validation.ts';

/**
 * Form state that validates on every change (spec §5). Errors show for fields the user has touched,
 * and for every field once a submit was attempted.
 */
export function useForm<F extends object>(
  initial: F,
  validate: (f: F) => Errors<Extract<keyof F, string>>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const errors = validate(values);

  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      setTouched((t) => ({ ...t, [key]: true }));
    };
  const errorFor = (key: Extract<keyof F, string>) =>
    submitted || touched[key] ? (errors[key] ?? null) : null;

  /** Runs `action` when the form is valid; the form is disabled while it runs. */
  const submit = (action: (v: F) => Promise<void>) => async (e?: { preventDefault(): void }) => {
    e?.preventDefault();
    setSubmitted(true);
    if (!isValid(errors) || busy) return;
    setBusy(true);
    setBanner(null);
    try {
      await action(values);
    } finally {
      setBusy(false);
    }
  };

  return { values, set, errors, errorFor, submit, busy, banner, setBanner, valid: isValid(errors) };
}
