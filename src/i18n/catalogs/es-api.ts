// Spanish for the API client's messages (src/api): the fallbacks when the server gives no error,
// the sign-in popup's, and the OAuth errors the server sends back to the callback page.
export const ES_API: Readonly<Record<string, string>> = {
  'Request failed ({status})': 'La solicitud falló ({status})',
  'Failed to send feedback': 'No se pudo enviar su opinión',
  'Failed to open popup window. Please allow popups for this site.':
    'No se pudo abrir la ventana emergente. Permita las ventanas emergentes para este sitio.',
  'Google signup failed. Please try again.': 'El registro con Google falló. Inténtelo de nuevo.',
  'Google login failed. Please try again.':
    'El inicio de sesión con Google falló. Inténtelo de nuevo.',
  'This sign-in link is invalid or expired. Please sign in again.':
    'Este enlace de inicio de sesión no es válido o ha caducado. Inicie sesión de nuevo.',
  'This sign-in was not started in this browser, so it was not used. Please sign in again.':
    'Este inicio de sesión no se inició en este navegador, así que no se usó. Inicie sesión de nuevo.',
  'Missing authentication tokens from backend': 'El servidor no envió los tokens de autenticación',
  'This Google account is already registered. Please use the login page.':
    'Esta cuenta de Google ya está registrada. Use la página de inicio de sesión.',
  'OAuth authentication failed': 'La autenticación con el proveedor falló',
  'Google sign-in is not configured on this server.':
    'El inicio de sesión con Google no está configurado en este servidor.',
  'The sign-in provider could not be reached. Please try again.':
    'No se pudo contactar con el servicio de inicio de sesión. Inténtelo de nuevo.',
  'The sign-in attempt expired or was not started here. Please try again.':
    'El intento de inicio de sesión caducó o no se inició aquí. Inténtelo de nuevo.',
  'The provider did not share an e-mail address.':
    'El proveedor no compartió ninguna dirección de correo electrónico.',
  'Your Google e-mail address is not verified, so it cannot be linked to your existing account.':
    'Su dirección de correo de Google no está verificada, por lo que no se puede vincular a su cuenta existente.',
  'Failed to start session': 'No se pudo iniciar la sesión',
  'Failed to end session': 'No se pudo terminar la sesión',
  'Failed to send data points': 'No se pudieron enviar las mediciones',
  'Failed to load your setups': 'No se pudieron cargar sus configuraciones',
  'Failed to save the setup': 'No se pudo guardar la configuración',
  'Failed to rename the setup': 'No se pudo cambiar el nombre de la configuración',
  'Failed to delete the setup': 'No se pudo eliminar la configuración',
  'Failed to load your sign-ins': 'No se pudieron cargar sus inicios de sesión',
  'Failed to sign that device out': 'No se pudo cerrar la sesión de ese dispositivo',
  'Failed to sign the other devices out': 'No se pudo cerrar la sesión de los demás dispositivos',
  'Failed to load lifetime statistics': 'No se pudieron cargar las estadísticas totales',
  'Failed to load streak data': 'No se pudieron cargar las rachas',
  'Failed to load history': 'No se pudo cargar el historial',
  'Failed to load hourly stats': 'No se pudieron cargar las estadísticas por hora',
  'Login failed': 'Error al iniciar sesión',
  'Signup failed': 'Error en el registro',
  'Failed to load user': 'No se pudo cargar la cuenta',
  'User update failed': 'No se pudo guardar el perfil',
  'Email verification failed': 'Error al verificar el correo electrónico',
  'Failed to resend verification email': 'No se pudo enviar el correo de verificación',
  'Failed to send reset email': 'No se pudo enviar el correo de restablecimiento',
  'Password reset failed': 'Error al restablecer la contraseña',
  'Failed to export your data': 'No se pudieron exportar sus datos',
  'Failed to delete the account': 'No se pudo eliminar la cuenta',
};
