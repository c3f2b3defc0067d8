// Spanish for the monitoring screen's calibration, camera and pose-model messages, and the pure
// core's messages and tips that the screen shows through t() (keyed by the core's literals).
export const ES_MONITOR_MESSAGES: Readonly<Record<string, string>> = {
  // Calibration dialog
  'Calibrating Posture': 'Calibrando la postura',
  'Calibration progress': 'Progreso de la calibración',
  'Calibration stopped': 'Calibración interrumpida',
  'Waiting for you to appear in the camera...': 'Esperando a que aparezca en la cámara...',
  'Sit the way you want to sit all day: back supported, shoulders relaxed, screen at eye level. Hold still.':
    'Siéntese como quiera estar sentado todo el día: espalda apoyada, hombros relajados, pantalla a la altura de los ojos. No se mueva.',
  'Keep previous calibration': 'Mantener la calibración anterior',
  Retry: 'Reintentar',
  '{count} second remaining': 'Queda {count} segundo',
  '{count} seconds remaining': 'Quedan {count} segundos',
  'We lost sight of you. The countdown is paused and goes on when your head and shoulders are back in view.':
    'Ya no le vemos. La cuenta atrás está en pausa y seguirá cuando su cabeza y sus hombros vuelvan a estar en imagen.',
  'No one was found in the camera for 15 seconds. Sit in front of the camera with your head and shoulders in view, then retry.':
    'No se ha visto a nadie en la cámara durante 15 segundos. Siéntese frente a la cámara con la cabeza y los hombros en imagen y vuelva a intentarlo.',
  'The camera picture is too dark to find you. Turn on a light or face a window, then retry.':
    'La imagen de la cámara es demasiado oscura para encontrarle. Encienda una luz o póngase frente a una ventana y vuelva a intentarlo.',
  'Your posture could not be measured from what the camera saw. Face the camera with your head and shoulders in view, then retry.':
    'No se pudo medir su postura con lo que vio la cámara. Mire a la cámara con la cabeza y los hombros en imagen y vuelva a intentarlo.',

  // Camera dialog and camera messages
  'Camera Permission Required': 'Se necesita permiso para la cámara',
  'Please allow camera access to enable posture monitoring.':
    'Permita el acceso a la cámara para activar el control de la postura.',
  'If your browser stopped asking, allow the camera from the icon in the address bar, then try again. Video stays on this device.':
    'Si su navegador ya no lo pregunta, permita la cámara desde el icono de la barra de direcciones y vuelva a intentarlo. El vídeo se queda en este dispositivo.',
  'Not now': 'Ahora no',
  'Grant Permission': 'Conceder permiso',
  'The camera stopped sending video.': 'La cámara dejó de enviar vídeo.',
  'The camera was disconnected.': 'La cámara se desconectó.',
  'Camera access was denied.': 'Se denegó el acceso a la cámara.',
  'No camera was found.': 'No se encontró ninguna cámara.',
  'The camera is in use by another application.': 'Otra aplicación está usando la cámara.',
  'The camera could not be opened: {reason}': 'No se pudo abrir la cámara: {reason}',
  'The camera could not be opened.': 'No se pudo abrir la cámara.',
  'This browser cannot open a camera.': 'Este navegador no puede abrir una cámara.',

  // Pose model
  'Tracking is on; detection and calibration begin when it is ready.':
    'El seguimiento está activo; la detección y la calibración empiezan cuando esté listo.',
  'Warming up the model on {device} (step {step} of {steps}): the first passes compile it, which can take a minute without a GPU.':
    'Preparando el modelo en {device} (paso {step} de {steps}): las primeras pasadas lo compilan, lo que puede tardar un minuto sin GPU.',
  'this device': 'este dispositivo',
  'Building the detector (step {steps} of {steps}).':
    'Construyendo el detector (paso {steps} de {steps}).',
  'Preparing pose model': 'Preparando el modelo de pose',
  'Downloading pose model': 'Descargando el modelo de pose',
  'Backend: {backend}.': 'Backend: {backend}.',
  'Downloading from this site; it is cached for next time.':
    'Descargando desde este sitio; se guarda en caché para la próxima vez.',
  'Use the lighter model': 'Usar el modelo más ligero',
  'Use the full model': 'Usar el modelo completo',
  'BlazePose {model} ready': 'BlazePose {model} listo',
  'The pose model could not load.': 'No se pudo cargar el modelo de pose.',
  'Failed to load the pose model from this site.':
    'No se pudo cargar el modelo de pose desde este sitio.',
  'Tracking still starts; detection begins once the model is loaded.':
    'El seguimiento empieza igualmente; la detección comienza cuando el modelo esté cargado.',
  'Pose analysis stopped.': 'El análisis de la pose se detuvo.',
  'Retry pose analysis': 'Reintentar el análisis de la pose',

  // The pure core's messages and tips, shown through t() on this screen
  'Excellent posture detected!': '¡Postura excelente detectada!',
  'Please calibrate your posture first': 'Calibre primero su postura',
  'Posture issue detected': 'Problema de postura detectado',
  'Away: tracking resumes when you are back': 'Ausente: el seguimiento se reanuda cuando vuelva',
  'No pose detected': 'No se detecta ninguna pose',
  'Low confidence': 'Confianza baja',
  'Posture score dropped sharply': 'La puntuación de postura ha bajado mucho',
  'Your head is drifting forward. Tuck your chin and bring your ears back over your shoulders.':
    'Su cabeza se está adelantando. Meta un poco la barbilla y lleve las orejas de nuevo sobre los hombros.',
  'Your head is tilted to one side. Level your head.':
    'Su cabeza está inclinada hacia un lado. Enderécela.',
  'Your shoulders are uneven. Relax them and let them level out.':
    'Sus hombros están desnivelados. Relájelos y deje que se nivelen.',
  'You are slouching. Sit up tall and lift your chest.':
    'Se está encorvando. Siéntese erguido y levante el pecho.',
  'Your camera seems to be well below eye level, looking up at you. Raise your camera to eye level for the best results.':
    'Su cámara parece estar muy por debajo de sus ojos, mirándole desde abajo. Súbala a la altura de los ojos para obtener los mejores resultados.',
  'Your camera sees only your head and shoulders, at the bottom of the picture. Tilt it down a little or sit a little farther back so your chest is in view too.':
    'Su cámara solo ve su cabeza y sus hombros, en la parte inferior de la imagen. Inclínela un poco hacia abajo o siéntese un poco más atrás para que también se vea su pecho.',
  'Undone: the coach judges as before.': 'Deshecho: el entrenador juzga como antes.',
  // The gate's message, its landmark names from core/posture/landmarks.ts.
  'Missing landmarks: {names}': 'Faltan puntos del cuerpo: {names}',
  nose: 'nariz',
  'left eye': 'ojo izquierdo',
  'right eye': 'ojo derecho',
  'left ear': 'oreja izquierda',
  'right ear': 'oreja derecha',
  'left shoulder': 'hombro izquierdo',
  'right shoulder': 'hombro derecho',
  // "That wasn't a slouch": the parts its words are built from (core/posture/feedback-words.ts).
  "Got it: I'll allow {room} from now on.": 'Entendido: a partir de ahora permitiré {room}.',
  'your head {rooms}': '{rooms} en la cabeza',
  'your shoulders {rooms}': '{rooms} en los hombros',
  'a little lower': 'un poco más de descenso',
  'a little further forward': 'un poco más de adelanto',
  'a little more tilt': 'un poco más de inclinación',
  'a little more unevenness': 'un poco más de desnivel',
  'I already allow as much as I can for {areas} here. If the coach still flags you while you sit well, recalibrate.':
    'Ya permito todo lo que puedo para {areas} aquí. Si el entrenador le sigue avisando cuando está bien sentado, recalibre.',
  'how low your head sits': 'la altura de su cabeza',
  'how far forward your head is': 'el adelanto de su cabeza',
  'how far your head tilts': 'la inclinación de su cabeza',
  'how uneven your shoulders are': 'el desnivel de sus hombros',
  'That is as much as I can allow, so it may still flag you here; if it does while you sit well, recalibrate.':
    'No puedo permitir más, así que puede que le siga avisando aquí; si ocurre cuando está bien sentado, recalibre.',
};
