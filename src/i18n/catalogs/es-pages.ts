import { ES_PAGES_LANDING } from './es-pages-landing.ts';

// Spanish for the pages outside the monitor and the account: sign-in, sign-up, e-mail links,
// password reset, Google sign-in, feedback, 404 and the document titles, with the server messages
// these pages commonly show; the landing page and the privacy notice come from ./es-pages-landing.ts.
export const ES_PAGES: Readonly<Record<string, string>> = {
  ...ES_PAGES_LANDING,
  // Sign-in pages: login, sign-up, e-mail links, password reset, Google.
  Email: 'Correo electrónico',
  Password: 'Contraseña',
  'Forgot password?': '¿Ha olvidado su contraseña?',
  'Welcome back, {name}!': '¡Hola de nuevo, {name}!',
  // The name in that greeting when the account has neither a first name nor an e-mail address.
  there: 'estimado usuario',
  'Welcome back': 'Hola de nuevo',
  'Sign in to keep your streak going.': 'Inicie sesión para mantener su racha.',
  'Sign In': 'Iniciar sesión',
  'Signing in...': 'Iniciando sesión...',
  'Signing you in...': 'Iniciando su sesión...',
  'An unexpected error occurred during login': 'Se produjo un error inesperado al iniciar sesión',
  'Login failed. Please try again.': 'Error al iniciar sesión. Inténtelo de nuevo.',
  "Don't have an account?": '¿No tiene una cuenta?',
  'Sign up': 'Regístrese',
  'Create Account': 'Crear cuenta',
  'Join us and start improving your posture today.':
    'Únase y empiece hoy mismo a mejorar su postura.',
  'Creating Account...': 'Creando la cuenta...',
  'Creating your account...': 'Creando su cuenta...',
  'An unexpected error occurred during signup': 'Se produjo un error inesperado en el registro',
  'Registration failed. Please try again.': 'Error en el registro. Inténtelo de nuevo.',
  'Already have an account?': '¿Ya tiene una cuenta?',
  'Sign in here': 'Inicie sesión aquí',
  'Account created successfully! Please check your email to verify your account.':
    '¡Cuenta creada! Revise su correo electrónico para verificar su cuenta.',
  'Your stats are anonymised and no video is ever stored.':
    'Sus estadísticas son anónimas y nunca se guarda ningún vídeo.',
  'At least 8 characters, with an uppercase letter, a lowercase letter and a number.':
    'Al menos 8 caracteres, con una mayúscula, una minúscula y un número.',
  'Confirm Password': 'Confirmar contraseña',
  'I accept the': 'Acepto la',
  'Privacy Policy': 'Política de privacidad',
  'Successfully signed up with Google!': '¡Registro con Google completado!',
  'Successfully signed in with Google!': '¡Sesión iniciada con Google!',
  'Sign up with Google': 'Registrarse con Google',
  'Sign in with Google': 'Iniciar sesión con Google',
  'Or continue with email': 'O continúe con su correo electrónico',
  'Back to Login': 'Volver al inicio de sesión',
  'Go to Login': 'Ir al inicio de sesión',
  'Forgot Password?': '¿Ha olvidado su contraseña?',
  "Enter your e-mail and we'll send you a link to reset your password.":
    'Introduzca su correo electrónico y le enviaremos un enlace para restablecer su contraseña.',
  'Send Reset Link': 'Enviar enlace',
  'If an account with that email exists, you will receive a password reset link.':
    'Si existe una cuenta con ese correo electrónico, recibirá un enlace para restablecer la contraseña.',
  'Failed to send reset email. Please try again.':
    'No se pudo enviar el correo de restablecimiento. Inténtelo de nuevo.',
  'Choose a new password for your account.': 'Elija una nueva contraseña para su cuenta.',
  'Resetting...': 'Restableciendo...',
  'New Password': 'Nueva contraseña',
  'Invalid Reset Link': 'Enlace no válido',
  'This password reset link is missing its token.':
    'A este enlace para restablecer la contraseña le falta el token.',
  'No reset token provided': 'No se ha indicado ningún token de restablecimiento',
  'No reset token available': 'No hay ningún token de restablecimiento',
  'Password reset successfully! You are now logged in.':
    '¡Contraseña restablecida! Ya ha iniciado sesión.',
  'Password reset failed. Please try again.':
    'Error al restablecer la contraseña. Inténtelo de nuevo.',
  'Check Your Email': 'Revise su correo',
  "Hi {name}! We've sent a verification link to:":
    '¡Hola, {name}! Hemos enviado un enlace de verificación a:',
  "Hi there! We've sent a verification link to:":
    '¡Hola! Hemos enviado un enlace de verificación a:',
  'Click the link in the e-mail to verify your account and start tracking.':
    'Haga clic en el enlace del correo para verificar su cuenta y empezar el seguimiento.',
  'Resend Verification Email': 'Reenviar correo de verificación',
  'Verification email sent! Please check your inbox.':
    '¡Correo de verificación enviado! Revise su bandeja de entrada.',
  'Failed to resend verification email. Please try again.':
    'No se pudo reenviar el correo de verificación. Inténtelo de nuevo.',
  "Didn't receive the email?": '¿No ha recibido el correo?',
  'Check your spam or junk folder.': 'Revise su carpeta de spam o de correo no deseado.',
  'Request another e-mail with the button above.': 'Solicite otro correo con el botón de arriba.',
  'If you requested several, try the links in all of them, starting with the most recent.':
    'Si ha solicitado varios, pruebe los enlaces de todos, empezando por el más reciente.',
  'Still nothing? Contact support at': '¿Sigue sin llegar? Contacte con el soporte en',
  'Verifying Email': 'Verificando el correo',
  'One moment while we confirm your e-mail address.':
    'Un momento mientras confirmamos su dirección de correo electrónico.',
  Verifying: 'Verificando',
  'Email Verified!': '¡Correo verificado!',
  'Your e-mail is verified and you are logged in. Redirecting you to the app...':
    'Su correo está verificado y ha iniciado sesión. Le llevamos a la app...',
  'Verification Failed': 'Error en la verificación',
  'The link may have expired or already been used. Check your e-mail for a newer link, or request a new one after signing in.':
    'Puede que el enlace haya caducado o ya se haya usado. Busque un enlace más reciente en su correo o solicite uno nuevo después de iniciar sesión.',
  'No verification token provided': 'No se ha indicado ningún token de verificación',
  'An unexpected error occurred during email verification':
    'Se produjo un error inesperado al verificar el correo',
  '{failed}: this link is invalid, expired or already used':
    '{failed}: este enlace no es válido, ha caducado o ya se ha usado',
  'Completing Authentication': 'Completando la autenticación',
  'Completing authentication': 'Completando la autenticación',
  'Please wait...': 'Espere, por favor...',
  'Authentication Successful!': '¡Autenticación correcta!',
  'Authentication Failed': 'Error de autenticación',
  'This window will close automatically.': 'Esta ventana se cerrará automáticamente.',
  'Taking you back to the home page...': 'Volviendo a la página de inicio...',
  // The sign-in forms' checks (src/routes/auth/validation.ts); the server sends some of them too.
  'First name is required': 'El nombre es obligatorio',
  'Last name is required': 'Los apellidos son obligatorios',
  'Email is required': 'El correo electrónico es obligatorio',
  'Email is invalid': 'El correo electrónico no es válido',
  'Password is required': 'La contraseña es obligatoria',
  'Password must be at least 8 characters': 'La contraseña debe tener al menos 8 caracteres',
  'Password must contain at least one uppercase letter, one lowercase letter, and one number':
    'La contraseña debe contener al menos una mayúscula, una minúscula y un número',
  'Please confirm your password': 'Confirme su contraseña',
  'Passwords do not match': 'Las contraseñas no coinciden',
  'You must accept the Privacy Policy': 'Debe aceptar la Política de privacidad',
  // Server messages the sign-in pages commonly show (server/src).
  'Invalid email or password': 'Correo electrónico o contraseña incorrectos',
  'This password is too common and appears in known data breaches. Please choose another one.':
    'Esta contraseña es demasiado común y aparece en filtraciones de datos conocidas. Elija otra, por favor.',
  // Other pages and the document titles (src/routes/titles.ts).
  "We'd love to hear your thoughts about Posture Coach. What helps you, and what gets in your way?":
    'Nos encantaría conocer su opinión sobre Posture Coach. ¿Qué le ayuda y qué le estorba?',
  Feedback: 'Opinión',
  'Page Not Found': 'Página no encontrada',
  "The page you're looking for doesn't exist or has been moved.":
    'La página que busca no existe o se ha movido.',
  'Posture Coach: sit smarter, work harder': 'Posture Coach: siéntese mejor, trabaje mejor',
  '{page} · Posture Coach': '{page} · Posture Coach',
  'Posture Monitor': 'Control de postura',
  'Log In': 'Iniciar sesión',
  'Verify Your Email': 'Verifique su correo',
  'Email Verification': 'Verificación del correo',
  'Forgot Password': 'Contraseña olvidada',
  'Signing In': 'Iniciando sesión',
};
