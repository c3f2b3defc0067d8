import { useLocation } from 'wouter';
import { track } from '../analytics/index.ts';
import { signup } from '../api/user.ts';
import { Checkbox } from '../components/Checkbox.tsx';
import * as fieldCss from '../components/Field.css.ts';
import * as layout from '../components/layout.css.ts';
import { TextField } from '../components/TextField.tsx';
import { useT } from '../i18n/index.ts';
import { setSignedIn } from '../state/auth.ts';
import { toast } from '../state/toasts.ts';
import { EmailField } from './auth/AuthForm.tsx';
import { CredentialsCard, credentialsSubmit } from './auth/CredentialsCard.tsx';
import { useForm } from './auth/useForm.ts';
import { validateSignup } from './auth/validation.ts';
import * as css from './Signup.css.ts';

export default function Signup() {
  const t = useT();
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
  const onSubmit = form.onSubmit(async (f) => {
    const res = await signup({
      first_name: f.firstName.trim(),
      last_name: f.lastName.trim(),
      email: f.email.trim(),
      password: f.password,
    });
    if (res.user && res.access_token) setSignedIn(res.user);
    track({ name: 'sign_up', method: 'email' });
    toast.success(
      t('Account created successfully! Please check your email to verify your account.'),
    );
    navigate('/verify-prompt', {
      state: { email: f.email.trim(), firstName: f.firstName.trim() },
    });
  }, credentialsSubmit('signup'));

  return (
    <CredentialsCard
      mode="signup"
      form={form}
      onSubmit={onSubmit}
      footer={
        <p className={`${layout.small} ${layout.center}`}>
          {t('Your stats are anonymised and no video is ever stored.')}
        </p>
      }
    >
      <div className={css.names}>
        <TextField label={t('First Name')} autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={t('Last Name')} autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <EmailField {...form.field('email')} />
      <TextField
        label={t('Password')}
        autoComplete="new-password"
        revealable
        {...form.field('password')}
        description={t(
          'At least 8 characters, with an uppercase letter, a lowercase letter and a number.',
        )}
      />
      <TextField
        label={t('Confirm Password')}
        autoComplete="new-password"
        revealable
        {...form.field('confirmPassword')}
      />
      <div className={layout.stack.sm}>
        <Checkbox {...form.checkbox('acceptPrivacy')}>
          {t('I accept the')}{' '}
          <a href="/privacy" target="_blank" rel="noopener noreferrer">
            {t('Privacy Policy')}
          </a>
        </Checkbox>
        {form.errorFor('acceptPrivacy') ? (
          <span className={fieldCss.error}>{form.errorFor('acceptPrivacy')}</span>
        ) : null}
      </div>
    </CredentialsCard>
  );
}
