// Spanish for the app's frame: header, navigation, language and theme pickers, shared components.
export const ES_COMMON: Readonly<Record<string, string>> = {
  Language: 'Idioma',
  System: 'Sistema',
  'Posture Coach': 'Posture Coach',
  Main: 'Navegación principal',
  'Open App': 'Abrir la app',
  Login: 'Iniciar sesión',
  'Sign Up': 'Registrarse',
  'Skip to main content': 'Saltar al contenido principal',
  'Loading...': 'Cargando...',

  // Theme switch
  Theme: 'Tema',
  Light: 'Claro',
  Dark: 'Oscuro',
  'System theme': 'Tema del sistema',
  'Light theme': 'Tema claro',
  'Dark theme': 'Tema oscuro',

  // User menu
  '{name} account menu': '{name}: menú de la cuenta',
  Account: 'Cuenta',
  Stats: 'Estadísticas',
  'Give Feedback': 'Dar su opinión',
  'Log out': 'Cerrar sesión',

  // Install button, update notice, toasts, error page
  'Install app': 'Instalar la app',
  'Posture Coach is installed. Open it from your apps.':
    'Posture Coach está instalado. Ábralo desde sus aplicaciones.',
  "The browser didn't open its install prompt. Install from its menu instead.":
    'El navegador no abrió su diálogo de instalación. Instale la app desde su menú.',
  'A new version is available.': 'Hay una nueva versión disponible.',
  'Reloading ends this tracking session. Reload now?':
    'Recargar termina esta sesión de seguimiento. ¿Recargar ahora?',
  'Reload to update': 'Recargar para actualizar',
  'Reload now': 'Recargar ahora',
  'Keep tracking': 'Seguir con el seguimiento',
  Later: 'Más tarde',
  Notifications: 'Notificaciones',
  Dismiss: 'Cerrar',
  'Unexpected Application Error!': '¡Error inesperado de la aplicación!',
  'Go Home': 'Ir al inicio',

  // Text fields with a Show/Hide toggle
  Show: 'Mostrar',
  Hide: 'Ocultar',
  'Show {label}': 'Mostrar {label}',
  'Hide {label}': 'Ocultar {label}',

  // Feedback widget
  'Quick feedback': 'Opinión rápida',
  'Love it': 'Me encanta',
  'Love it (positive)': 'Me encanta (positivo)',
  "It's okay": 'Está bien',
  "It's okay (neutral)": 'Está bien (neutral)',
  'Not great': 'No mucho',
  'Not great (negative)': 'No mucho (negativo)',
  'Tell us more': 'Cuéntenos más',
  'What works well? What should we improve?': '¿Qué funciona bien? ¿Qué deberíamos mejorar?',
  'Sending...': 'Enviando...',
  'Send Feedback': 'Enviar opinión',
  'Thanks for the feedback!': '¡Gracias por su opinión!',
  'Thanks for the detailed feedback!': '¡Gracias por su opinión detallada!',

  // The server's general messages (server/src/plugins), shown where a call fails
  'Not found': 'No encontrado',
  'Authentication required': 'Se requiere autenticación',
  'Invalid or expired access token': 'Token de acceso no válido o caducado',
  'Too many requests': 'Demasiadas solicitudes',
  'Service temporarily unavailable': 'Servicio no disponible temporalmente',
  'Internal server error': 'Error interno del servidor',
};
