// Spanish for the monitoring screen's settings panel and its saved setups (es-monitor.ts holds the
// rest of the screen).
export const ES_MONITOR_SETTINGS: Readonly<Record<string, string>> = {
  // Settings panel
  Settings: 'Ajustes',
  Sensitivity: 'Sensibilidad',
  'Alert frequency': 'Intervalo de avisos',
  'Alert me after': 'Avisarme después de',
  'An alert comes only when poor posture has lasted this long (a break of up to 1 second does not count), so a glance at the keyboard never alerts. 0 alerts at once.':
    'Solo llega un aviso cuando la mala postura ha durado este tiempo (una interrupción de hasta 1 segundo no cuenta), así que una mirada al teclado nunca genera un aviso. 0 avisa al instante.',
  'Forward head angle (CVA) threshold': 'Umbral del ángulo de la cabeza adelantada (CVA)',
  'Works over its whole range: your head-neck angle may fall from its calibrated value down to this threshold (at least 5° of room), so a higher value flags forward head sooner. Measured on a real seated recording, every step from 40° to 60° changes the forward-head score.':
    'Actúa en todo su rango: el ángulo entre su cabeza y su cuello puede bajar desde su valor calibrado hasta este umbral (con al menos 5° de margen), así que un valor más alto señala antes la cabeza adelantada. Medido en una grabación real en posición sentada, cada paso de 40° a 60° cambia la puntuación de la cabeza adelantada.',
  'Head translation threshold': 'Umbral del desplazamiento de la cabeza',
  'Smoothing factor': 'Factor de suavizado',
  'Audio alerts': 'Avisos sonoros',
  'Browser notifications': 'Notificaciones del navegador',
  'Notifications are blocked or unsupported in this browser; alerts stay on the page.':
    'Las notificaciones están bloqueadas o no son compatibles con este navegador; los avisos se quedan en la página.',
  'Pause while my screen is locked': 'Pausar mientras la pantalla esté bloqueada',
  'Alert style': 'Estilo de los avisos',
  'Toast and sound': 'Mensaje y sonido',
  'Toast only': 'Solo mensaje',
  'Gentle, then louder': 'Suave, luego más fuerte',
  Quiet: 'Silencioso',
  'Quiet shows no toast, sound or notification: only the floating widget and the tab title show the issue. Gentle, then louder turns the score, the widget and the tab title amber while the status shows a problem, and brings the toast and sound only if it lasts.':
    'Silencioso no muestra mensajes, sonidos ni notificaciones: solo el widget flotante y el título de la pestaña muestran el problema. Suave, luego más fuerte tiñe de ámbar la puntuación, el widget y el título de la pestaña mientras el estado muestra un problema, y solo añade el mensaje y el sonido si continúa.',
  'Pose model': 'Modelo de pose',
  'Auto (full, checked less often if it is too slow)':
    'Automático (Full, revisado con menos frecuencia si es demasiado lento)',
  'Full (more accurate)': 'Full (más preciso)',
  'Lite (faster)': 'Lite (más rápido)',
  'System follows the light or dark setting of your device.':
    'Sistema sigue el ajuste claro u oscuro de su dispositivo.',
  'Break reminder': 'Recordatorio de pausa',
  Off: 'Desactivado',
  '{n} min': '{n} min',
  'After this much tracked time without a break, a reminder says it is time to stand up. Away from the camera for a minute or more counts as a break and starts the time again.':
    'Tras este tiempo de seguimiento sin pausa, un recordatorio le indica que es hora de levantarse. Alejarse de la cámara un minuto o más cuenta como pausa y vuelve a empezar el tiempo.',
  'Low-power mode': 'Modo de ahorro de energía',
  Auto: 'Automático',
  'Auto checks your posture twice a second instead of ten times while it has been good and steady for 30 seconds, and goes back to full speed as soon as you move or slouch.':
    'Automático comprueba su postura dos veces por segundo en lugar de diez mientras lleve 30 segundos buena y estable, y vuelve a la velocidad completa en cuanto se mueve o se encorva.',
  'Low power on battery': 'Ahorro de energía con batería',
  'While your laptop runs on battery (where the browser tells), posture is checked twice a second all the time.':
    'Mientras su portátil funcione con batería (si el navegador lo indica), la postura se comprueba siempre dos veces por segundo.',

  // Setups
  Setup: 'Configuración',
  'Pick automatically': 'Elegir automáticamente',
  'Rename {name}': 'Cambiar el nombre de {name}',
  'New name for “{name}”': 'Nuevo nombre para «{name}»',
  'Save name': 'Guardar nombre',
  'No saved setups yet: after a calibration, save it by name.':
    'Aún no hay configuraciones guardadas: después de una calibración, guárdela con un nombre.',
  'Automatically, each Start uses the saved setup that fits where you sit, or calibrates.':
    'En automático, cada inicio usa la configuración guardada que corresponde a su sitio, o calibra.',
  'Saved setups': 'Configuraciones guardadas',
  'Delete {name}': 'Eliminar {name}',
  'Using your “{name}” setup.': 'Se usa su configuración «{name}».',
  'Saved as “{name}”. When you start here again, the coach picks it without calibrating.':
    'Guardada como «{name}». Cuando vuelva a empezar aquí, el entrenador la elegirá sin calibrar.',
  'Save this setup': 'Guardar esta configuración',
  'Save this calibration by name (‘Desk’, ‘Laptop’): next time you start at this place, the coach recognises it and skips the 10 s calibration.':
    'Guarde esta calibración con un nombre («Escritorio», «Portátil»): la próxima vez que empiece en este sitio, el entrenador lo reconocerá y se saltará la calibración de 10 s.',
  'Setup name': 'Nombre de la configuración',
  'Recalibrate instead': 'Recalibrar en su lugar',
  'Your setups are saved on this device; they will reach your account when the server can be reached.':
    'Sus configuraciones están guardadas en este dispositivo; llegarán a su cuenta cuando se pueda contactar con el servidor.',
  '“{name}” could not be saved to your account ({reason}); it is kept on this device.':
    'No se pudo guardar «{name}» en su cuenta ({reason}); se conserva en este dispositivo.',
  '{reason}. Your setups are kept on this device.':
    '{reason}. Sus configuraciones se conservan en este dispositivo.',
  'Give the setup a name of 1 to {max} characters.':
    'Dé a la configuración un nombre de 1 a {max} caracteres.',
  'You already have a setup named “{name}”.': 'Ya tiene una configuración llamada «{name}».',
  'You can keep at most {max} setups; delete one first.':
    'Puede tener como máximo {max} configuraciones; elimine una primero.',
  'Looking-down reminder': 'Recordatorio al mirar hacia abajo',
  'Looking down at the keyboard, notes or a phone, with your shoulders where they were, is not counted as a slouch. If it lasts this long, a reminder says so.':
    'Mirar el teclado, unas notas o el teléfono, con los hombros donde estaban, no cuenta como mala postura. Si dura tanto, un recordatorio se lo dice.',
};
