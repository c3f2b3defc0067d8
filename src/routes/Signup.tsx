import { Link, useLocation } from 'wouter';
import { track } from '../analytics/index.ts';
import { messageFor } from '../api/errors.ts';
import { signup } from '../api/user.ts';
import { Button } from '../components/Button.tsx';
import { Checkbox } from '../components/Checkbox.tsx';
import * as fieldCss from '../components/Field.css.ts';
import * as layout from '../components/layout.css.ts';
import { TextField } from '../components/TextField.tsx';
import { setSignedIn } from '../state/auth.ts';
import { toast } from '../state/toasts.ts';
import { AuthCard, FormBanner } from './auth/AuthCard.tsx';
import { GoogleButton } from './auth/GoogleButton.tsx';
import { useForm } from './auth/useForm.ts';
import { validateSignup } from './auth/validation.ts';
import * as css from './Signup.css.ts';

export default function Signup() {
  const [, navigate] = useLocation();
  const form = useForm(
    {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptPrivacy: false,
    },
    validateSignup,
  );
  const v = form.values;
  const onSubmit = form.submit(async (f) => {
    const loading = toast.loading('Creating your account...');
    try {
      const res = await signup({
        first_name: f.firstName.trim(),
        last_name: f.lastName.trim(),
        email: f.email.trim(),
        password: f.password,
      });
      if (res.user && res.access_token) setSignedIn(res.user);
      track({ name: 'sign_up', method: 'email' });
      toast.success(
        'Account created successfully! Please check your email to verify your account.',
      );
      navigate('/verify-prompt', {
        state: { email: f.email.trim(), firstName: f.firstName.trim() },
      });
    } catch (e) {
      const message =
        messageFor(e, 'Signup failed', 'An unexpected error occurred during signup') ||
        'Registration failed. Please try again.';
      toast.error(message);
      form.setBanner(message);
    } finally {
      toast.dismiss(loading);
    }
  });

  return (
    <AuthCard title="Create Account" subtitle="Join us and start improving your posture today.">
      <GoogleButton mode="signup" onError={form.setBanner} isDisabled={form.busy} />
      <div className={layout.divider}>Or continue with email</div>
      <form className={layout.stack.md} onSubmit={(e) => void onSubmit(e)} noValidate>
        <FormBanner message={form.banner} />
        <div className={css.names}>
          <TextField
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            value={v.firstName}
            onChange={form.set('firstName')}
            errorMessage={form.errorFor('firstName')}
            isDisabled={form.busy}
          />
          <TextField
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            value={v.lastName}
            onChange={form.set('lastName')}
            errorMessage={form.errorFor('lastName')}
            isDisabled={form.busy}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={v.email}
          onChange={form.set('email')}
          errorMessage={form.errorFor('email')}
          isDisabled={form.busy}
        />
        <TextField
          label="Password"
          name="password"
          autoComplete="new-password"
          revealable
          value={v.password}
          onChange={form.set('password')}
          errorMessage={form.errorFor('password')}
          description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
          isDisabled={form.busy}
        />
        <TextField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          revealable
          value={v.confirmPassword}
          onChange={form.set('confirmPassword')}
          errorMessage={form.errorFor('confirmPassword')}
          isDisabled={form.busy}
        />
        <div className={layout.stack.sm}>
          <Checkbox
            isSelected={v.acceptPrivacy}
            onChange={form.set('acceptPrivacy')}
            isInvalid={Boolean(form.errorFor('acceptPrivacy'))}
            isDisabled={form.busy}
          >
            I accept the{' '}
            <a href="/privacy" target="_blank" rel="noopener noreferrer">
              Privacy Policy
            </a>
          </Checkbox>
          {form.errorFor('acceptPrivacy') ? (
            <span className={fieldCss.error}>{form.errorFor('acceptPrivacy')}</span>
          ) : null}
        </div>
        <Button type="submit" size="full" isPending={form.busy}>
          {form.busy ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <p className={`${layout.small} ${layout.center}`}>
        Already have an account? <Link href="/login">Sign in here</Link>
      </p>
      <p className={`${layout.small} ${layout.center}`}>
        Your stats are anonymised and no video is ever stored.
      </p>
    </AuthCard>
  );
}
