import type { FormEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/Button.tsx';
import * as layout from '../../components/layout.css.ts';
import { TextField } from '../../components/TextField.tsx';
import { useT } from '../../i18n/index.ts';
import { FormBanner } from './AuthCard.tsx';
import type { useForm } from './useForm.ts';

type Form = Pick<ReturnType<typeof useForm>, 'banner' | 'busy'>;

/** The auth forms' frame: validation is ours (noValidate), the banner carries form-level errors. */
export function AuthForm({
  form,
  onSubmit,
  submit,
  children,
}: {
  form: Form;
  onSubmit: (e: FormEvent) => void;
  /** The submit button's label, idle and while busy ('Sign In' / 'Signing in...'), translated. */
  submit: [idle: string, busy: string];
  children: ReactNode;
}) {
  return (
    <form className={layout.stack.md} onSubmit={onSubmit} noValidate>
      <FormBanner message={form.banner} />
      {children}
      <Button type="submit" size="full" isPending={form.busy}>
        {form.busy ? submit[1] : submit[0]}
      </Button>
    </form>
  );
}

/** The e-mail field of login, sign-up and forgot password (props from `form.field('email')`). */
export function EmailField(props: {
  name: string;
  value: string;
  onChange: (v: string) => void;
  errorMessage: string | null;
  isDisabled: boolean;
  autoFocus?: boolean;
}) {
  const t = useT();
  return <TextField label={t('Email')} type="email" autoComplete="email" {...props} />;
}

export function BackToLogin() {
  const t = useT();
  return (
    <p className={`${layout.small} ${layout.center}`}>
      <Link href="/login">{t('Back to Login')}</Link>
    </p>
  );
}
