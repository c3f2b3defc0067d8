// Spanish for the monitoring screen (/app): its panels, dialogs, settings, status and
// announcements, alerts, notifications, the floating widget and the stores' messages. The settings
// panel and the setups are in es-monitor-settings.ts; calibration, camera and model messages and
// the core's in es-monitor-messages.ts.
import { ES_MONITOR_EXAMPLE } from './es-monitor-example.ts';
import { ES_MONITOR_MESSAGES } from './es-monitor-messages.ts';
import { ES_MONITOR_SETTINGS } from './es-monitor-settings.ts';

export const ES_MONITOR: Readonly<Record<string, string>> = {
  ...ES_MONITOR_SETTINGS,
  ...ES_MONITOR_EXAMPLE,
  ...ES_MONITOR_MESSAGES,
  // Header, layout and controls
  'AI-powered posture monitoring for better health':
    'Control de la postura con IA para una salud mejor',
  'Pose detection runs on this device. No video or images leave your browser.':
    'La detección de la pose se ejecuta en este dispositivo. Ningún vídeo ni imagen sale de su navegador.',
  'Frames:': 'Imágenes:',
  'Tracking controls': 'Controles del seguimiento',
  Pause: 'Pausar',
  'End Session': 'Terminar sesión',
  Recalibrate: 'Recalibrar',
  'Widget Active': 'Widget activo',
  'Open Widget': 'Abrir widget',
  'Resume Tracking': 'Reanudar seguimiento',
  'Start Tracking': 'Iniciar seguimiento',
  'Reset Session': 'Reiniciar sesión',
  'Camera view with your pose drawn on it': 'Vista de la cámara con su pose dibujada',
  'Initializing camera...': 'Iniciando la cámara...',
  'Loading video...': 'Cargando el vídeo...',
  'Camera off': 'Cámara apagada',
  'Tracking stopped': 'Seguimiento detenido',

  // Status bar
  Status: 'Estado',
  'Session: {status}': 'Sesión: {status}',
  'Session time': 'Duración de la sesión',
  'Posture score': 'Puntuación de postura',
  'Posture score: not measured yet': 'Puntuación de postura: aún sin medir',
  'Not measured yet': 'Aún sin medir',
  'Looking down: not judged as a slouch': 'Mirando hacia abajo: no se cuenta como mala postura',
  'Not judging: someone else is in view': 'Sin evaluar: hay otra persona a la vista',
  'Not judging: you are standing': 'Sin evaluar: está de pie',
  'Not judging: you moved away from your usual place':
    'Sin evaluar: se ha alejado de su sitio habitual',
  'You have been looking down for a while': 'Lleva un rato mirando hacia abajo',
  'Your camera seems to have moved': 'Parece que su cámara se ha movido',
  'Current issues': 'Problemas actuales',
  Camera: 'Cámara',
  Pose: 'Pose',
  Calibration: 'Calibración',
  Backend: 'Backend',
  'Press Start Tracking to resume.': 'Pulse «Iniciar seguimiento» para continuar.',
  'Not initialized': 'Sin iniciar',
  'Connecting...': 'Conectando...',
  Connected: 'Conectada',
  'Permission denied': 'Permiso denegado',
  Stopped: 'Detenida',
  Detected: 'Detectada',
  'Not detected': 'No detectada',
  Away: 'Ausente',
  'Not calibrated': 'Sin calibrar',
  'Calibrating...': 'Calibrando...',
  Calibrated: 'Calibrada',
  Excellent: 'Excelente',
  Good: 'Buena',
  'Needs Improvement': 'Mejorable',
  'Not logged in': 'Sin sesión iniciada',
  Inactive: 'Inactiva',
  Active: 'Activa',
  'low now': 'leve ahora',
  'medium now': 'media ahora',
  'high now': 'fuerte ahora',
  'Low-power: checking twice a second': 'Ahorro de energía: comprobación dos veces por segundo',
  'Time to stand up and take a short break.': 'Es hora de levantarse y hacer una breve pausa.',
  'Breaks this session: {count}': 'Pausas en esta sesión: {count}',
  'Got it': 'Entendido',
  '{h}h {m}m {s}s': '{h} h {m} min {s} s',
  '{s}s': '{s} s',
  '{m}m {s}s': '{m} min {s} s',
  '{backend} ({lost} was lost)': '{backend} (se perdió {lost})',

  // Recent Episodes and metrics
  'Recent Episodes': 'Episodios recientes',
  'No poor-posture episodes yet. Nice work.': 'Aún no hay episodios de mala postura. Buen trabajo.',
  'Forward head': 'Cabeza adelantada',
  'Head tilt': 'Cabeza inclinada',
  'Uneven shoulders': 'Hombros desnivelados',
  Slouching: 'Encorvado',
  'Score drop': 'Caída de la puntuación',
  'Posture issue': 'Problema de postura',
  'peak low': 'pico leve',
  'peak medium': 'pico medio',
  'peak high': 'pico fuerte',
  '{duration} · ongoing': '{duration} · en curso',
  'Score metrics': 'Métricas de la puntuación',
  Average: 'Media',
  'Session Min': 'Mínimo de la sesión',
  'Session Max': 'Máximo de la sesión',
  '{count} samples': '{count} mediciones',

  // Alerts, false alarms, notifications
  'Posture check': 'Control de postura',
  'Dismiss alert': 'Cerrar aviso',
  "That wasn't a slouch": 'Eso no era una mala postura',
  'Saved for your “{name}” setup.': 'Guardado para su configuración «{name}».',
  'Undo this change': 'Deshacer este cambio',
  Undo: 'Deshacer',
  'Dismiss this message': 'Cerrar este mensaje',

  // Snooze
  Snooze: 'Posponer',
  'Snooze {duration}': 'Posponer {duration}',
  '15 min': '15 min',
  '30 min': '30 min',
  '1 hour': '1 hora',
  'Snoozed until {time}': 'Pospuesto hasta las {time}',
  'Camera off while paused.': 'Cámara apagada durante la pausa.',
  'Resume now': 'Reanudar ahora',
  'Snooze over: posture tracking is back on.':
    'Fin de la pausa: el seguimiento de la postura vuelve a estar activo.',

  // End session dialog
  'End this session?': '¿Terminar esta sesión?',
  'The camera stops, and the score, the episodes and the timer start again from zero. Your calibration is kept.':
    'La cámara se detiene y la puntuación, los episodios y el cronómetro vuelven a cero. Su calibración se conserva.',
  'Keep session': 'Mantener la sesión',

  // Feedback
  'How is your posture coach working for you?': '¿Qué tal le funciona su entrenador de postura?',
  Positive: 'Positiva',
  Neutral: 'Neutral',
  Negative: 'Negativa',
  'What works, what gets in the way, what you would change...':
    'Qué funciona, qué le molesta, qué cambiaría...',
  '{count} / {max} characters': '{count} / {max} caracteres',
  'One tap is enough. Your answer helps us make the nudges kinder and more accurate.':
    'Basta con un toque. Su respuesta nos ayuda a que los avisos sean más amables y precisos.',
  'Maybe later': 'Quizá más tarde',
  'Send feedback': 'Enviar opinión',
  'Write detailed feedback': 'Escribir una opinión detallada',

  // Tabs
  'Posture tracking is running in another tab.':
    'El seguimiento de la postura está activo en otra pestaña.',
  'Posture tracking moved to another tab; this session ended.':
    'El seguimiento de la postura pasó a otra pestaña; esta sesión ha terminado.',
  'Tracking here instead ends the session in the other tab first.':
    'Hacer el seguimiento aquí termina primero la sesión de la otra pestaña.',
  'Track here instead': 'Seguir aquí en su lugar',

  // Floating widget
  'POSTURE SCORE': 'PUNTUACIÓN DE POSTURA',

  // Sign-out toasts of the session store
  'You signed out in another tab': 'Ha cerrado la sesión en otra pestaña',
  'Logged out': 'Sesión cerrada',

  // Debug overlay (?debug)
  'backend: {backend}': 'backend: {backend}',
  'probe: {probe}': 'sonda: {probe}',
  'Lose GPU context': 'Perder el contexto de GPU',
  'analysed:': 'analizadas:',
  'buffered:': 'en búfer:',
  'tensors:': 'tensores:',
  'frame:': 'imagen:',
  'overlay:': 'superposición:',
  '{count} landmarks': '{count} puntos',
  none: 'ninguno',
  '{mean} ms (p95 {p95})': '{mean} ms (p95 {p95})',
};
