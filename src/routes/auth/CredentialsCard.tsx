import type { FormEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import * as layout from '../../components/layout.css.ts';
import { msg, useT } from '../../i18n/index.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthForm } from './AuthForm.tsx';
import { GoogleButton } from './GoogleButton.tsx';
import { failureMessage, type SubmitOptions, type useForm } from './useForm.ts';

type Mode = 'login' | 'signup';
type Form = Pick<ReturnType<typeof useForm>, 'banner' | 'busy' | 'fail'>;

/**
 * The wording of login and sign-up: the card, the submit button, the submit's toasts, and the
 * line below the form that leads to the other one. English keys, translated where shown.
 */
const WORDING: Record<
  Mode,
  {
    title: string;
    subtitle: string;
    submit: [idle: string, busy: string];
    loading: string;
    failure: [httpFallback: string, unexpected: string, empty: string];
    other: [question: string, link: string, href: string];
  }
> = {
  login: {
    title: msg('Welcome back'),
    subtitle: msg('Sign in to keep your streak going.'),
    submit: [msg('Sign In'), msg('Signing in...')],
    loading: msg('Signing you in...'),
    failure: [
      msg('Login failed'),
      msg('An unexpected error occurred during login'),
      msg('Login failed. Please try again.'),
    ],
    other: [msg("Don't have an account?"), msg('Sign up'), '/signup'],
  },
  signup: {
    title: msg('Create Account'),
    subtitle: msg('Join us and start improving your posture today.'),
    submit: [msg('Create Account'), msg('Creating Account...')],
    loading: msg('Creating your account...'),
    failure: [
      msg('Signup failed'),
      msg('An unexpected error occurred during signup'),
      msg('Registration failed. Please try again.'),
    ],
    other: [msg('Already have an account?'), msg('Sign in here'), '/login'],
  },
};

/** `useForm`'s submit options for login or sign-up: the loading toast and the failure message. */
export function credentialsSubmit(mode: Mode): SubmitOptions {
  const { loading, failure } = WORDING[mode];
  return { loading, failure: failureMessage(...failure) };
}

/**
 * Login and sign-up: the card, Google sign-in above the e-mail form (`children` are its fields),
 * the line that leads to the other one below the form, and `footer` under that.
 */
export function CredentialsCard({
  mode,
  form,
  onSubmit,
  footer,
  children,
}: {
  mode: Mode;
  form: Form;
  onSubmit: (e: FormEvent) => void;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const { title, subtitle, submit, other } = WORDING[mode];
  return (
    <AuthCard title={t(title)} subtitle={t(subtitle)}>
      <GoogleButton mode={mode} form={form} />
      <AuthForm form={form} onSubmit={onSubmit} submit={[t(submit[0]), t(submit[1])]}>
        {children}
      </AuthForm>
      <p className={`${layout.small} ${layout.center}`}>
        {t(other[0])} <Link href={other[2]}>{t(other[1])}</Link>
      </p>
      {footer}
    </AuthCard>
  );
}
