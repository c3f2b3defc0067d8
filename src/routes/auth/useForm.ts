import { useState, type FormEvent } from 'react';
import { messageFor } from '../../api/errors.ts';
import { t, useT } from '../../i18n/index.ts';
import { toast } from '../../state/toasts.ts';
import { shownMessage } from './server-message.ts';
import { isValid, type Errors } from './validation.ts';

type Key<F> = Extract<keyof F, string>;
/** The keys of F whose values are V. */
type KeysOf<F, V> = { [K in Key<F>]: F[K] extends V ? K : never }[Key<F>];

/** English keys, shown through t(): pass them marked with msg(). */
export interface SubmitOptions {
  /** A loading toast shown while the action runs. */
  loading?: string;
  /** The message for a failed action; it goes the one error path (toast and banner). */
  failure: (error: unknown) => string;
}

/**
 * `SubmitOptions.failure` for a form that calls the API: the server's message, else `httpFallback`
 * for an HTTP error and `unexpected` for any other (messageFor); `empty` if that message is empty.
 */
export const failureMessage =
  (httpFallback: string, unexpected: string, empty = '') =>
  (error: unknown) =>
    messageFor(error, httpFallback, unexpected) || empty;

/**
 * The auth forms' state (docs/decisions.md#auth-forms). Validation runs on every change; errors show
 * for fields the user has touched, and for every field once a submit was attempted. Fields bind with
 * `{...form.field('email')}` (text) or `{...form.checkbox('acceptPrivacy')}`; every failure, from the
 * submit action or the Google button, goes through `form.fail`: an error toast and the form banner.
 * Messages come in English (validation, the server, the API layer) and are shown translated.
 */
export function useForm<F extends object>(initial: F, validate: (f: F) => Errors<Key<F>>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  useT();
  const errors = validate(values);

  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      setTouched((t) => ({ ...t, [key]: true }));
    };
  const errorFor = (key: Key<F>) => {
    const error = submitted || touched[key] ? errors[key] : undefined;
    return error ? t(error) : null;
  };

  /** Props for a TextField bound to a string field. */
  const field = <K extends KeysOf<F, string>>(key: K) => ({
    name: key,
    value: values[key] as string,
    onChange: set(key) as (value: string) => void,
    errorMessage: errorFor(key as Key<F>),
    isDisabled: busy,
  });

  /** Props for a Checkbox bound to a boolean field. */
  const checkbox = <K extends KeysOf<F, boolean>>(key: K) => ({
    name: key,
    isSelected: values[key] as boolean,
    onChange: set(key) as (value: boolean) => void,
    isInvalid: Boolean(errorFor(key as Key<F>)),
    isDisabled: busy,
  });

  /** The one error path: an error toast and the form-level banner (`message` in English). */
  const fail = (message: string) => {
    toast.error(shownMessage(message));
    setBanner(message);
  };

  /**
   * The form's submit handler: runs `action` when the form is valid, the form disabled meanwhile;
   * a thrown error becomes `options.failure(error)` on the error path.
   */
  const onSubmit =
    (action: (v: F) => Promise<void>, options: SubmitOptions) =>
    (e?: Pick<FormEvent, 'preventDefault'>) => {
      e?.preventDefault();
      setSubmitted(true);
      if (!isValid(errors) || busy) return;
      setBusy(true);
      setBanner(null);
      const loading = options.loading ? toast.loading(t(options.loading)) : null;
      void action(values)
        .catch((err: unknown) => fail(options.failure(err)))
        .finally(() => {
          if (loading !== null) toast.dismiss(loading);
          setBusy(false);
        });
    };

  return {
    values,
    field,
    checkbox,
    errorFor,
    onSubmit,
    fail,
    busy,
    banner: banner && shownMessage(banner),
    valid: isValid(errors),
  };
}
