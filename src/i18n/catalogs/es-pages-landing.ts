// Spanish for the landing page and the privacy notice (part of ES_PAGES, ./es-pages.ts). The
// notice keeps the English one's sections, lists and sentences one for one.
export const ES_PAGES_LANDING: Readonly<Record<string, string>> = {
  // Landing page.
  'On-device posture coaching · no video leaves your computer':
    'Entrenamiento de la postura en su dispositivo · ningún vídeo sale de su ordenador',
  'Sit smarter, work harder': 'Siéntese mejor, trabaje mejor',
  'Your webcam and an on-device pose model watch your posture, nudge you when you slouch, and track your progress over time.':
    'Su webcam y un modelo de pose que funciona en su dispositivo vigilan su postura, le avisan cuando se encorva y registran su progreso a lo largo del tiempo.',
  'Try It Now': 'Pruébelo ahora',
  'How it works': 'Cómo funciona',
  'Three steps, no setup beyond a camera.': 'Tres pasos; solo necesita una cámara.',
  Track: 'Seguir',
  'Turn on your camera. Pose detection runs on your own device, so no video ever leaves it.':
    'Encienda su cámara. La detección de la pose se ejecuta en su propio dispositivo, así que ningún vídeo sale nunca de él.',
  'Get nudges': 'Reciba avisos',
  'Calibrate once, then get a gentle toast, tone or notification when you start to slouch.':
    'Calibre una vez y reciba un mensaje discreto, un sonido o una notificación cuando empiece a encorvarse.',
  Improve: 'Mejore',
  'Watch your posture score, streak and activity calendar grow, one session at a time.':
    'Vea crecer su puntuación de postura, su racha y su calendario de actividad, sesión a sesión.',
  'Premium Analytics': 'Análisis Premium',
  'Coming soon': 'Próximamente',
  'Deeper insight into when and how your posture changes.':
    'Más detalle sobre cuándo y cómo cambia su postura.',
  'Upgrade to Premium': 'Pasar a Premium',
  'Time-of-day heatmap': 'Mapa de calor por hora del día',
  'See the hours when your posture slips the most.': 'Vea a qué horas empeora más su postura.',
  'Weekly report': 'Informe semanal',
  'A short summary of your week, every week.': 'Un breve resumen de su semana, cada semana.',
  'Recovery time insights': 'Análisis del tiempo de recuperación',
  'Learn how quickly you bounce back after a slouch.':
    'Descubra con qué rapidez se endereza después de encorvarse.',
  FAQs: 'Preguntas frecuentes',
  'When does a session count?': '¿Cuándo cuenta una sesión?',
  'A session counts toward your stats and streak once it has run for at least 1 minute.':
    'Una sesión cuenta para sus estadísticas y su racha en cuanto ha durado al menos 1 minuto.',
  'Do I need an account?': '¿Necesito una cuenta?',
  'You can try the monitor without one, but sessions are recorded only when you are signed in to an account.':
    'Puede probar el control sin cuenta, pero las sesiones solo se registran si ha iniciado sesión en una cuenta.',
  'What access does it need?': '¿Qué accesos necesita?',
  'Camera access only. The microphone is never needed or requested.':
    'Solo acceso a la cámara. El micrófono nunca se necesita ni se solicita.',
  'Is my video uploaded or stored?': '¿Se sube o se guarda mi vídeo?',
  'No. Detection runs on your own device and no video is uploaded. Raw video, images, audio, keystrokes and screen contents are never stored.':
    'No. La detección se ejecuta en su propio dispositivo y no se sube ningún vídeo. Nunca se guardan vídeo sin procesar, imágenes, audio, pulsaciones de teclas ni contenido de la pantalla.',
  'Which browsers are supported?': '¿Qué navegadores son compatibles?',
  'Modern desktop browsers (Chrome, Edge, Firefox and Safari). Mobile support is limited.':
    'Los navegadores de escritorio actuales (Chrome, Edge, Firefox y Safari). La compatibilidad con móviles es limitada.',
  'Can I stand instead of sit?': '¿Puedo estar de pie en lugar de sentado?',
  'Yes, sitting or standing both work. Just stay with one for the whole session, because the baseline is calibrated for your position.':
    'Sí, funciona tanto sentado como de pie. Mantenga la misma posición durante toda la sesión, porque la referencia se calibra para su posición.',
  'How much does it cost?': '¿Cuánto cuesta?',
  'It is free right now. A Premium plan with deeper analytics is coming soon.':
    'Ahora mismo es gratis. Pronto llegará un plan Premium con análisis más detallados.',
  'Can I get a refund on Premium?': '¿Puedo obtener un reembolso de Premium?',
  'Yes. Premium will come with a 14-day refund window, no questions asked.':
    'Sí. Premium tendrá un plazo de reembolso de 14 días, sin preguntas.',
  'Who can see my stats?': '¿Quién puede ver mis estadísticas?',
  'Your stats are anonymised. They show how long you tracked and how your posture went, never what you looked like.':
    'Sus estadísticas son anónimas. Muestran cuánto tiempo hizo el seguimiento y cómo fue su postura, nunca su aspecto.',
  'I did not get the verification or reset e-mail.':
    'No he recibido el correo de verificación o de restablecimiento.',
  'Verification and password-reset e-mails sometimes land in spam or junk. Check there first, then request a new link.':
    'Los correos de verificación y de restablecimiento de contraseña a veces acaban en spam o en correo no deseado. Mire ahí primero y después solicite un enlace nuevo.',
  'Privacy & Security': 'Privacidad y seguridad',
  'Detection runs on your device. We never store video, images, audio, keystrokes or screen contents.':
    'La detección se ejecuta en su dispositivo. Nunca guardamos vídeo, imágenes, audio, pulsaciones de teclas ni contenido de la pantalla.',
  'Read our privacy notice →': 'Lea nuestro aviso de privacidad →',
  '© 2025 Posture Coach. Sit smarter, work harder.':
    '© 2025 Posture Coach. Siéntese mejor, trabaje mejor.',
  Footer: 'Pie de página',
  Privacy: 'Privacidad',
  // Privacy notice (src/routes/privacy-content.tsx).
  'Privacy Notice': 'Aviso de privacidad',
  'Last updated {date}': 'Última actualización: {date}',
  'Back to sign-up': 'Volver al registro',
  'What we process': 'Qué tratamos',
  'To coach your posture we process, on your own device, the camera image frame by frame and the body landmarks a pose model finds in it. Only derived numbers leave the device, and only when you are signed in:':
    'Para entrenar su postura tratamos, en su propio dispositivo, la imagen de la cámara fotograma a fotograma y los puntos del cuerpo que un modelo de pose encuentra en ella. Solo salen del dispositivo cifras derivadas, y solo si ha iniciado sesión:',
  'Account details: name, e-mail address, and how you sign in (password or Google).':
    'Datos de la cuenta: nombre, dirección de correo electrónico y cómo inicia sesión (contraseña o Google).',
  'Session records: start and end times, posture scores, alert counts, time in good and poor posture, and your time zone.':
    'Registros de sesión: horas de inicio y fin, puntuaciones de postura, número de avisos, tiempo con buena y con mala postura, y su zona horaria.',
  "Feedback you choose to send, with your browser's user agent.":
    'Las opiniones que decida enviar, con el agente de usuario de su navegador.',
  "Your slouch example, if you show one ('Show me your slouch' after calibrating, or 'I'm slouching now'): how far your head height, neck and shoulders moved from your calibration while you slouched, as numbers only. It is kept with the saved setup, in this browser and, when you are signed in, in your account; Undo removes it.":
    'Su ejemplo de mala postura, si muestra uno («Muéstreme su mala postura» después de calibrar, o «Ahora estoy encorvado»): cuánto se alejaron la altura de su cabeza, su cuello y sus hombros de su calibración mientras se encorvaba, solo como números. Se guarda con la configuración guardada, en este navegador y, si ha iniciado sesión, en su cuenta; «Deshacer» lo elimina.',
  'Saved setups: the calibrations you save by name, as numbers only (your face width, head and chest positions, and shoulder and ear heights in the camera frame). They are kept in this browser and, when you are signed in, uploaded to your account.':
    'Configuraciones guardadas: las calibraciones que guarda con un nombre, solo como cifras (el ancho de su cara, la posición de la cabeza y del pecho, y la altura de los hombros y las orejas en la imagen). Se conservan en este navegador y, si ha iniciado sesión, se suben a su cuenta.',
  'What we never store': 'Qué no guardamos nunca',
  'Raw video or images from your camera.': 'Vídeo sin procesar o imágenes de su cámara.',
  'Audio: the microphone is never requested.': 'Audio: el micrófono nunca se solicita.',
  'Keystrokes.': 'Pulsaciones de teclas.',
  'Screen contents.': 'Contenido de la pantalla.',
  'Purposes and legal basis': 'Finalidades y base jurídica',
  'Contract necessity: running your account, recording sessions and showing your stats and streaks.':
    'Ejecución del contrato: gestionar su cuenta, registrar sesiones y mostrar sus estadísticas y rachas.',
  'Legitimate interests: keeping the service secure, preventing abuse and fixing faults.':
    'Intereses legítimos: mantener la seguridad del servicio, evitar abusos y corregir errores.',
  'Consent: optional, first-party usage analytics, only if you switch them on.':
    'Consentimiento: estadísticas de uso propias y opcionales, solo si las activa.',
  'Opting out of analytics': 'Desactivar las estadísticas',
  'Analytics are off by default. If you turn them on in your Account page, they record only sign-ups (with the method), daily use and streak days. Switch them off there at any time; nothing more is sent from that moment.':
    'Las estadísticas están desactivadas por defecto. Si las activa en la página de su cuenta, solo registran los registros (con su método), el uso diario y los días de racha. Puede desactivarlas allí en cualquier momento; desde entonces no se envía nada más.',
  Retention: 'Conservación',
  'We keep your account and session records while your account exists. Deleting your account removes them. Sign-in tokens expire after 30 days; e-mail links expire after 1 hour (password reset) or 24 hours (verification).':
    'Conservamos su cuenta y sus registros de sesión mientras exista su cuenta. Eliminar su cuenta los borra. Los tokens de inicio de sesión caducan a los 30 días; los enlaces enviados por correo caducan a la hora (restablecimiento de contraseña) o a las 24 horas (verificación).',
  "Saved setups: in your account until you delete them or the account; in this browser's local storage until you delete them or clear this site's data.":
    'Configuraciones guardadas: en su cuenta hasta que las elimine o elimine la cuenta; en el almacenamiento local de este navegador hasta que las elimine o borre los datos de este sitio.',
  "On this device only: the browser remembers which way of running the pose model (WebGPU, WebGL or WebAssembly) was fastest here, so the next start is quicker. It is kept in the pose worker's IndexedDB for one week at most, forgotten sooner if that way stops working, and never leaves the device.":
    'Solo en este dispositivo: el navegador recuerda qué forma de ejecutar el modelo de pose (WebGPU, WebGL o WebAssembly) fue la más rápida aquí, para que el próximo inicio sea más rápido. Se guarda en la IndexedDB del worker de pose durante una semana como máximo, se olvida antes si esa forma deja de funcionar y nunca sale del dispositivo.',
  'Each sign-in keeps the browser it came from (its user agent) and when it was last used, so the account page can list where you are signed in. Both are deleted within an hour of that sign-in ending: when you sign out, end it from the account page, or 30 days after it began.':
    'Cada inicio de sesión guarda el navegador desde el que se hizo (su agente de usuario) y cuándo se usó por última vez, para que la página de la cuenta pueda mostrar dónde tiene la sesión iniciada. Ambos datos se eliminan en la hora siguiente al fin de ese inicio de sesión: cuando cierra la sesión, cuando la termina desde la página de la cuenta o 30 días después de su comienzo.',
  'E-mails we send are kept for 3 days, without their links, then deleted. Opt-in analytics events are deleted after 400 days.':
    'Los correos que enviamos se conservan 3 días, sin sus enlaces, y después se eliminan. Los eventos de las estadísticas opcionales se eliminan a los 400 días.',
  Security: 'Seguridad',
  'Passwords are stored only as strong one-way hashes (argon2id). All traffic is encrypted in transit, sign-in tokens are short-lived and rotated, and pose detection runs entirely in your browser.':
    'Las contraseñas solo se guardan como hashes unidireccionales robustos (argon2id). Todo el tráfico se cifra en tránsito, los tokens de inicio de sesión duran poco y se renuevan, y la detección de la pose se ejecuta por completo en su navegador.',
  'Your rights': 'Sus derechos',
  'Export: download all your data as JSON from the Account page.':
    'Exportación: descargue todos sus datos en JSON desde la página de la cuenta.',
  'Deletion: delete your account and all its data from the Account page.':
    'Supresión: elimine su cuenta y todos sus datos desde la página de la cuenta.',
  'Opt-out: switch analytics off at any time.':
    'Oposición: desactive las estadísticas en cualquier momento.',
  'Update: correct your name with Edit Profile, or change your password.':
    'Rectificación: corrija su nombre con «Editar perfil» o cambie su contraseña.',
  'Service providers': 'Proveedores de servicios',
  'We use an e-mail delivery provider to send verification and password-reset e-mails, and Google only if you choose to sign in with Google. Our hosting provider stores the account database. None of them receive camera data.':
    'Usamos un proveedor de envío de correo para los correos de verificación y de restablecimiento de contraseña, y Google solo si decide iniciar sesión con Google. Nuestro proveedor de alojamiento guarda la base de datos de cuentas. Ninguno de ellos recibe datos de la cámara.',
  Children: 'Menores',
  'The service is not directed at children under 13, and we do not knowingly collect data from them. If you believe a child under 13 has an account, contact us and we will delete it.':
    'El servicio no está dirigido a menores de 13 años y no recogemos sus datos a sabiendas. Si cree que un menor de 13 años tiene una cuenta, contacte con nosotros y la eliminaremos.',
  'Changes to this notice': 'Cambios en este aviso',
  'When we change this notice we update the date at the top, and for significant changes we let signed-in users know in the app.':
    'Cuando cambiamos este aviso actualizamos la fecha de arriba y, si los cambios son importantes, lo comunicamos en la app a los usuarios con sesión iniciada.',
  Contact: 'Contacto',
  'Questions or requests:': 'Preguntas o solicitudes:',
  'Ready to start?': '¿Listo para empezar?',
  'Create an account': 'Cree una cuenta',
};
