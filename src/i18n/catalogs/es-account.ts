// Spanish for the account page (src/routes/Account.tsx, src/routes/account/).
export const ES_ACCOUNT: Readonly<Record<string, string>> = {
  // Profile
  Profile: 'Perfil',
  'Joined {date}': 'Miembro desde el {date}',
  Unknown: 'Desconocido',
  'Edit Profile': 'Editar perfil',
  'Reset Password': 'Restablecer contraseña',
  'First Name': 'Nombre',
  'Last Name': 'Apellidos',
  'Saving...': 'Guardando...',
  'Save Changes': 'Guardar cambios',
  Cancel: 'Cancelar',
  'No changes to save': 'No hay cambios que guardar',
  'Profile updated successfully': 'Perfil actualizado',
  'An unexpected error occurred during user update':
    'Se produjo un error inesperado al actualizar el perfil',
  'Failed to update profile': 'No se pudo actualizar el perfil',
  'First name cannot be empty': 'El nombre no puede estar vacío',
  'Last name cannot be empty': 'Los apellidos no pueden estar vacíos',

  // Lifetime stats
  'Lifetime stats': 'Estadísticas totales',
  'Loading stats...': 'Cargando estadísticas...',
  'Failed to load stats: {message}': 'No se pudieron cargar las estadísticas: {message}',
  'No stats available': 'No hay estadísticas',
  Sessions: 'Sesiones',
  'Total time tracked': 'Tiempo total registrado',
  'Total time in poor posture': 'Tiempo total con mala postura',
  'Avg session duration': 'Duración media de la sesión',
  '{h}h {m}m': '{h} h {m} min',
  '{m}m': '{m} min',

  // Activity and streaks
  'Activity & Streaks': 'Actividad y rachas',
  'Loading activity data...': 'Cargando la actividad...',
  'Failed to load activity data: {message}': 'No se pudo cargar la actividad: {message}',
  'No activity data available': 'No hay datos de actividad',
  'Daily Streak': 'Racha diaria',
  'Current streak': 'Racha actual',
  'Longest streak': 'Racha más larga',
  day: 'día',
  days: 'días',
  "You're building a great habit!": '¡Está creando un gran hábito!',
  'Great job! Keep it up!': '¡Muy bien! ¡Siga así!',
  "Amazing! You're on fire!": '¡Increíble! ¡No hay quien le pare!',
  'Track for a minute today to start a streak.':
    'Haga un seguimiento de un minuto hoy para empezar una racha.',
  'Next milestone': 'Próximo objetivo',
  '{count} day ({left} to go)': '{count} día (faltan {left})',
  '{count} days ({left} to go)': '{count} días (faltan {left})',
  'Active days in these 5 weeks': 'Días activos en estas 5 semanas',
  '{count} of {total}': '{count} de {total}',
  'Activity Calendar': 'Calendario de actividad',
  'Two weeks back, this week and two weeks ahead. Arrow keys move between days.':
    'Dos semanas atrás, esta semana y dos semanas por delante. Las flechas pasan de un día a otro.',
  Legend: 'Leyenda',
  'Active day': 'Día activo',
  'No activity': 'Sin actividad',
  Today: 'Hoy',
  '{date}: Active': '{date}: activo',
  '{date}: No activity': '{date}: sin actividad',

  // Charts
  'Posture over time': 'Postura a lo largo del tiempo',
  'Last 30 days': 'Últimos 30 días',
  'Loading history...': 'Cargando el historial...',
  'Failed to load history: {message}': 'No se pudo cargar el historial: {message}',
  'No sessions in the last 30 days yet.': 'Aún no hay sesiones en los últimos 30 días.',
  'When do you slouch?': '¿Cuándo se encorva?',
  'Loading hourly stats...': 'Cargando las estadísticas por hora...',
  'Failed to load hourly stats: {message}':
    'No se pudieron cargar las estadísticas por hora: {message}',
  'No tracked time in the last 30 days yet.':
    'Aún no hay tiempo registrado en los últimos 30 días.',
  'Time tracked': 'Tiempo registrado',
  'Poor posture': 'Mala postura',
  'Average score': 'Puntuación media',
  'Average score (0-100)': 'Puntuación media (0-100)',
  Day: 'Día',
  Hour: 'Hora',
  '{day}: {tracked}, score {score}': '{day}: {tracked}, puntuación {score}',
  '{day}: {tracked}, {down} looking down, score {score}':
    '{day}: {tracked}, {down} mirando hacia abajo, puntuación {score}',
  'Looking down': 'Mirando hacia abajo',
  '{hour}: {tracked}, {poor} poor posture': '{hour}: {tracked}, {poor} con mala postura',
  '{from} to {to}': 'de {from} a {to}',
  'Time tracked and average score per day, last 30 days':
    'Tiempo registrado y puntuación media por día, últimos 30 días',
  'Time tracked and poor posture by hour of day, last {days} days':
    'Tiempo registrado y mala postura por hora del día, últimos {days} días',

  // 'Your corrections per tracked hour' (CorrectionsChart.tsx)
  'Your corrections per tracked hour': 'Sus correcciones por hora registrada',
  'How often you told the coach it was wrong, per hour tracked, week by week. Fewer means it fits you better.':
    'Cuántas veces le dijo al coach que se equivocaba, por hora registrada, semana a semana. Menos significa que se adapta mejor a usted.',
  'No corrections yet. When the coach gets it wrong while tracking, tell it with "That wasn\'t a slouch" or "I\'m slouching now".':
    'Aún no hay correcciones. Cuando el coach se equivoque durante el seguimiento, dígaselo con «Eso no era una mala postura» o «Ahora estoy encorvado».',
  'Week of {week}: {label}, {rate} per hour': 'Semana del {week}: {label}, {rate} por hora',
  '{count} alert': '{count} aviso',
  '{count} alerts': '{count} avisos',
  'Week of {week}: not tracked': 'Semana del {week}: sin registro',
  'Corrections per tracked hour by week, last 30 days':
    'Correcciones por hora registrada por semana, últimos 30 días',
  'Week of': 'Semana del',
  Alerts: 'Avisos',
  '{rate} per hour, {count} in all': '{rate} por hora, {count} en total',

  // Sign-ins
  'Where you are signed in': 'Dónde tiene la sesión iniciada',
  'Loading your sign-ins...': 'Cargando sus inicios de sesión...',
  'This device': 'Este dispositivo',
  'Last used {when}': 'Último uso: {when}',
  'Last used: unknown': 'Último uso: desconocido',
  '{browser} on {system}': '{browser} en {system}',
  'A browser on {system}': 'Un navegador en {system}',
  'Unknown browser': 'Navegador desconocido',
  'Sign out': 'Cerrar sesión',
  'Sign out {browser}, {lastUsed}': 'Cerrar sesión en {browser}, {lastUsed}',
  'Signed out {browser}': 'Sesión cerrada en {browser}',
  'Sign out all other devices': 'Cerrar sesión en todos los demás dispositivos',
  'Signed out everywhere else': 'Sesión cerrada en todos los demás sitios',
  'No other devices are signed in.': 'No hay otros dispositivos con la sesión iniciada.',
  'Sign-in not found': 'Inicio de sesión no encontrado',

  // Your data
  'Your data': 'Sus datos',
  'Share anonymous usage analytics (sign-up, daily use, streak days; never video, images, audio or keystrokes)':
    'Compartir estadísticas de uso anónimas (registro, uso diario, días de racha; nunca vídeo, imágenes, audio ni pulsaciones de teclas)',
  'Export my data': 'Exportar mis datos',
  'Your data has been exported': 'Sus datos se han exportado',
  'Delete account': 'Eliminar cuenta',
  'Delete your account?': '¿Eliminar su cuenta?',
  'This permanently deletes your account, sessions, stats and streaks. It cannot be undone.':
    'Se eliminarán para siempre su cuenta, sus sesiones, estadísticas y rachas. No se puede deshacer.',
  'Delete my account': 'Eliminar mi cuenta',
  'Deleting...': 'Eliminando...',
  'Your account has been deleted': 'Su cuenta se ha eliminado',
  // Confirming deletion and export (docs/api.md#server-rules); the last two are the server's.
  'Export your data': 'Exportar sus datos',
  'The file holds everything stored about you. Enter your password to confirm.':
    'El archivo contiene todo lo que se guarda sobre usted. Escriba su contraseña para confirmar.',
  'Download my data': 'Descargar mis datos',
  'Exporting...': 'Exportando...',
  'Enter your password to confirm.': 'Escriba su contraseña para confirmar.',
  'No password because you sign in with Google? Leave this empty: it works within 5 minutes of signing in.':
    '¿No tiene contraseña porque inicia sesión con Google? Deje este campo vacío: funciona durante los 5 minutos siguientes al inicio de sesión.',
  'The password is not correct.': 'La contraseña no es correcta.',
  'Sign in again to confirm: without a password, this needs a sign-in from the last 5 minutes.':
    'Vuelva a iniciar sesión para confirmar: sin contraseña, hace falta un inicio de sesión de los últimos 5 minutos.',
};
