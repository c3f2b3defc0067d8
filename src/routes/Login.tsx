import { Link, useLocation } from 'wouter';
import { messageFor } from '../api/errors.ts';
import { getUser, login } from '../api/user.ts';
import { Button } from '../components/Button.tsx';
import * as layout from '../components/layout.css.ts';
import { TextField } from '../components/TextField.tsx';
import { firstName, setSignedIn } from '../state/auth.ts';
import { toast } from '../state/toasts.ts';
import { AuthCard, FormBanner } from './auth/AuthCard.tsx';
import { GoogleButton } from './auth/GoogleButton.tsx';
import { useForm } from './auth/useForm.ts';
import { validateLogin } from './auth/validation.ts';

export default function Login() {
  const [, navigate] = useLocation();
  const form = useForm({ email: '', password: '' }, validateLogin);
  const onSubmit = form.submit(async ({ email, password }) => {
    const loading = toast.loading('Signing you in...');
    try {
      const res = await login(email.trim(), password);
      const user = res.user ?? (await getUser());
      setSignedIn(user);
      toast.success(`Welcome back, ${firstName(user)}!`);
      navigate('/app');
    } catch (e) {
      const message =
        messageFor(e, 'Login failed', 'An unexpected error occurred during login') ||
        'Login failed. Please try again.';
      toast.error(message);
      form.setBanner(message);
    } finally {
      toast.dismiss(loading);
    }
  });

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to keep your streak going.">
      <GoogleButton mode="login" onError={form.setBanner} isDisabled={form.busy} />
      <div className={layout.divider}>Or continue with email</div>
      <form className={layout.stack.md} onSubmit={(e) => void onSubmit(e)} noValidate>
        <FormBanner message={form.banner} />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={form.values.email}
          onChange={form.set('email')}
          errorMessage={form.errorFor('email')}
          isDisabled={form.busy}
          autoFocus
        />
        <TextField
          label="Password"
          name="password"
          autoComplete="current-password"
          revealable
          value={form.values.password}
          onChange={form.set('password')}
          errorMessage={form.errorFor('password')}
          isDisabled={form.busy}
        />
        <div className={layout.rowBetween}>
          <span />
          <Link href="/forgot-password" className={layout.small}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="full" isPending={form.busy}>
          {form.busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <p className={`${layout.small} ${layout.center}`}>
        Don't have an account? <Link href="/signup">Sign up</Link>
      </p>
    </AuthCard>
  );
}
