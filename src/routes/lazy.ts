import { lazy } from 'react';

// Every screen but the landing page is its own chunk (the landing budget is 120 KB gzip).
export const Monitor = lazy(() => import('./Monitor.tsx'));
export const Login = lazy(() => import('./Login.tsx'));
export const Signup = lazy(() => import('./Signup.tsx'));
export const VerifyPrompt = lazy(() => import('./VerifyPrompt.tsx'));
export const VerifyEmail = lazy(() => import('./VerifyEmail.tsx'));
export const ForgotPassword = lazy(() => import('./ForgotPassword.tsx'));
export const ResetPassword = lazy(() => import('./ResetPassword.tsx'));
export const OAuthCallback = lazy(() => import('./OAuthCallback.tsx'));
export const Account = lazy(() => import('./Account.tsx'));
export const Feedback = lazy(() => import('./Feedback.tsx'));
export const Privacy = lazy(() => import('./Privacy.tsx'));
export const NotFound = lazy(() => import('./NotFound.tsx'));
export const Toasts = lazy(() => import('../components/Toasts.tsx'));
