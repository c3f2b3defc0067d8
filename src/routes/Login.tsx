import { Link, useLocation } from 'wouter';
import { getUser, login } from '../api/user.ts';
import * as layout from '../components/layout.css.ts';
import { TextField } from '../components/TextField.tsx';
import { useT } from '../i18n/index.ts';
import { firstName, setSignedIn } from '../state/auth.ts';
import { toast } from '../state/toasts.ts';
import { EmailField } from './auth/AuthForm.tsx';
import { CredentialsCard, credentialsSubmit } from './auth/CredentialsCard.tsx';
import { useForm } from './auth/useForm.ts';
import { validateLogin } from './auth/validation.ts';

export default function Login() {
  const t = useT();
  const [, navigate] = useLocation();
  const form = useForm({ email: '', password: '' }, validateLogin);
  const onSubmit = form.onSubmit(async ({ email, password }) => {
    const res = await login(email.trim(), password);
    const user = res.user ?? (await getUser());
    setSignedIn(user);
    toast.success(t('Welcome back, {name}!', { name: firstName(user) }));
    navigate('/app');
  }, credentialsSubmit('login'));

  return (
    <CredentialsCard mode="login" form={form} onSubmit={onSubmit}>
      <EmailField {...form.field('email')} autoFocus />
      <TextField
        label={t('Password')}
        autoComplete="current-password"
        revealable
        {...form.field('password')}
      />
      <div className={layout.rowBetween}>
        <span />
        <Link href="/forgot-password" className={layout.small}>
          {t('Forgot password?')}
        </Link>
      </div>
    </CredentialsCard>
  );
}
