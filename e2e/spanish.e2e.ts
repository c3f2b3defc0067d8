// Spanish (src/i18n/catalogs/es.ts) in real Chromium against the real server: the checks of
// e2e/language-screens.ts with Spanish words.
import { languageScreens } from './language-screens.ts';

languageScreens({
  lang: 'es',
  locale: 'es-ES',
  name: 'Español',
  landing: {
    h1: 'Siéntese mejor, trabaje mejor',
    tryIt: 'Pruébelo ahora',
    headings: ['Cómo funciona', 'Preguntas frecuentes'],
    question: '¿Necesito una cuenta?',
    answer: 'las sesiones solo se registran',
  },
  title: 'Posture Coach: siéntese mejor, trabaje mejor',
  login: {
    h1: 'Hola de nuevo',
    title: 'Iniciar sesión · Posture Coach',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    required: ['El correo electrónico es obligatorio', 'La contraseña es obligatoria'],
    wrong: 'Correo electrónico o contraseña incorrectos',
  },
  app: {
    h1: 'Control de postura',
    start: 'Iniciar seguimiento',
    settings: 'Ajustes',
    status: 'Estado',
    inSettings: [
      'Sensibilidad',
      'Avisarme después de',
      'Recordatorio de pausa',
      'Modo de ahorro de energía',
    ],
  },
  signup: {
    fields: ['Nombre', 'Apellidos', 'Correo electrónico', 'Contraseña', 'Confirmar contraseña'],
    consent: /política de privacidad/i,
    create: 'Crear cuenta',
    checkEmail: 'Revise su correo',
  },
  mail: { subject: 'Verifique su correo electrónico para Posture Coach', greeting: 'Hola, Sam:' },
  account: { h1: 'Cuenta', section: 'Calendario de actividad' },
});
