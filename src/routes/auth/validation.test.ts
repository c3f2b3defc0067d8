import { describe, expect, it } from 'vitest';
import {
  validateForgot,
  validateLogin,
  validateReset,
  validateSignup,
  type SignupForm,
} from './validation.ts';

const good: SignupForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  acceptPrivacy: true,
};

describe('sign-up validation', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(good)).toEqual({});
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name cannot be empty'],
    ['lastName', '', 'Last name is required'],
    ['lastName', ' \t', 'Last name cannot be empty'],
    ['email', '', 'Email is required'],
    ['email', 'ada@', 'Email is invalid'],
    ['email', 'ada example@x.com', 'Email is invalid'],
    ['password', '', 'Password is required'],
    ['password', 'Ab1defg', 'Password must be at least 8 characters'],
    [
      'password',
      'abcdefg1',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      'password',
      'ABCDEFG1',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      'password',
      'Abcdefgh',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
  ] as const)('%s = %j -> %s', (field, value, message) => {
    const form = {
      ...good,
      [field]: value,
      confirmPassword: field === 'password' ? value : good.confirmPassword,
    };
    expect(validateSignup(form)[field]).toBe(message);
  });

  it('asks to confirm, then requires a match', () => {
    expect(validateSignup({ ...good, confirmPassword: '' }).confirmPassword).toBe(
      'Please confirm your password',
    );
    expect(validateSignup({ ...good, confirmPassword: 'Secret124' }).confirmPassword).toBe(
      'Passwords do not match',
    );
  });

  it('requires the privacy policy', () => {
    expect(validateSignup({ ...good, acceptPrivacy: false }).acceptPrivacy).toBe(
      'You must accept the Privacy Policy',
    );
  });
});

describe('login validation keeps the spec mismatch (min 6, message says 8)', () => {
  it('pins every message', () => {
    expect(validateLogin({ email: '', password: 'x' }).email).toBe('Email is required');
    expect(validateLogin({ email: 'nope', password: 'x' }).email).toBe('Email is invalid');
    expect(validateLogin({ email: 'a@b.co', password: '' }).password).toBe('Password is required');
    expect(validateLogin({ email: 'a@b.co', password: '12345' }).password).toBe(
      'Password must be at least 8 characters',
    );
  });
  it('lets 6 characters through', () => {
    expect(validateLogin({ email: 'a@b.co', password: '123456' })).toEqual({});
  });
});

describe('forgot and reset password', () => {
  it('forgot: required then shape', () => {
    expect(validateForgot({ email: '' })).toEqual({ email: 'Email is required' });
    expect(validateForgot({ email: 'x@y' })).toEqual({ email: 'Email is invalid' });
    expect(validateForgot({ email: 'x@y.io' })).toEqual({});
  });
  it('reset: length only, no case or digit rule', () => {
    expect(validateReset({ password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(validateReset({ password: 'short', confirmPassword: 'short' }).password).toBe(
      'Password must be at least 8 characters',
    );
    expect(validateReset({ password: 'alllowercase', confirmPassword: 'different' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateReset({ password: 'alllowercase', confirmPassword: 'alllowercase' })).toEqual(
      {},
    );
  });
});
