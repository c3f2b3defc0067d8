import type { FormEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import * as layout from '../../components/layout.css.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthForm } from './AuthForm.tsx';
import { GoogleButton } from './GoogleButton.tsx';
import { failureMessage, type SubmitOptions, type useForm } from './useForm.ts';

type Mode = 'login' | 'signup';
type Form = Pick<ReturnType<typeof useForm>, 'banner' | 'busy' | 'fail'>;

/**
 * The wording of login and sign-up: the card, the submit button, the submit's toasts, and the
 * line below the form that leads to the other one.
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
    title: 'Welcome back',
    subtitle: 'Sign in to keep your streak going.',
    submit: ['Sign In', 'Signing in...'],
    loading: 'Signing you in...',
    failure: [
      'Login failed',
      'An unexpected error occurred during login',
      'Login failed. Please try again.',
    ],
    other: ["Don't have an account?", 'Sign up', '/signup'],
  },
  signup: {
    title: 'Create Account',
    subtitle: 'Join us and start improving your posture today.',
    submit: ['Create Account', 'Creating Account...'],
    loading: 'Creating your account...',
    failure: [
      'Signup failed',
      'An unexpected error occurred during signup',
      'Registration failed. Please try again.',
    ],
    other: ['Already have an account?', 'Sign in here', '/login'],
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
  const { title, subtitle, submit, other } = WORDING[mode];
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <GoogleButton mode={mode} form={form} />
      <AuthForm form={form} onSubmit={onSubmit} submit={submit}>
        {children}
      </AuthForm>
      <p className={`${layout.small} ${layout.center}`}>
        {other[0]} <Link href={other[2]}>{other[1]}</Link>
      </p>
      {footer}
    </AuthCard>
  );
}
