import { Link, useLocation } from 'wouter';
import { getUser, login } from '../api/user.ts';
import * as layout from '../components/layout.css.ts';
import { TextField } from '../components/TextField.tsx';
import { firstName, setSignedIn } from '../state/auth.ts';
import { toast } from '../state/toasts.ts';
import { AuthCard } from './auth/AuthCard.tsx';
import { AuthForm, EmailField } from './auth/AuthForm.tsx';
import { GoogleButton } from './auth/GoogleButton.tsx';
import { failureMessage, useForm } from './auth/useForm.ts';
import { validateLogin } from './auth/validation.ts';

export default function Login() {
  const [, navigate] = useLocation();
  const form = useForm({ email: '', password: '' }, validateLogin);
  const onSubmit = form.onSubmit(
    async ({ email, password }) => {
      const res = await login(email.trim(), password);
      const user = res.user ?? (await getUser());
      setSignedIn(user);
      toast.success(`Welcome back, ${firstName(user)}!`);
      navigate('/app');
    },
    {
      loading: 'Signing you in...',
      failure: failureMessage(
        'Login failed',
        'An unexpected error occurred during login',
        'Login failed. Please try again.',
      ),
    },
  );

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to keep your streak going.">
      <GoogleButton mode="login" form={form} />
      <AuthForm form={form} onSubmit={onSubmit} submit={['Sign In', 'Signing in...']}>
        <EmailField {...form.field('email')} autoFocus />
        <TextField
          label="Password"
          autoComplete="current-password"
          revealable
          {...form.field('password')}
        />
        <div className={layout.rowBetween}>
          <span />
          <Link href="/forgot-password" className={layout.small}>
            Forgot password?
          </Link>
        </div>
      </AuthForm>
      <p className={`${layout.small} ${layout.center}`}>
        Don't have an account? <Link href="/signup">Sign up</Link>
      </p>
    </AuthCard>
  );
}
