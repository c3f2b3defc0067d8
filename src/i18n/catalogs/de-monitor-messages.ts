// German for the monitoring screen's calibration, camera and pose-model messages, and the pure
// core's messages and tips that the screen shows through t() (keyed by the core's literals).
export const DE_MONITOR_MESSAGES: Readonly<Record<string, string>> = {
  // Calibration dialog
  'Calibrating Posture': 'Haltung wird kalibriert',
  'Calibration progress': 'Fortschritt der Kalibrierung',
  'Calibration stopped': 'Kalibrierung abgebrochen',
  'Waiting for you to appear in the camera...': 'Warte, bis Sie im Kamerabild erscheinen...',
  'Sit the way you want to sit all day: back supported, shoulders relaxed, screen at eye level. Hold still.':
    'Sitzen Sie so, wie Sie den ganzen Tag sitzen möchten: Rücken gestützt, Schultern locker, Bildschirm auf Augenhöhe. Halten Sie still.',
  'Keep previous calibration': 'Vorherige Kalibrierung behalten',
  Retry: 'Erneut versuchen',
  '{count} second remaining': 'Noch {count} Sekunde',
  '{count} seconds remaining': 'Noch {count} Sekunden',
  'We lost sight of you. The countdown is paused and goes on when your head and shoulders are back in view.':
    'Wir sehen Sie nicht mehr. Der Countdown pausiert und läuft weiter, sobald Kopf und Schultern wieder im Bild sind.',
  'No one was found in the camera for 15 seconds. Sit in front of the camera with your head and shoulders in view, then retry.':
    '15 Sekunden lang war niemand im Kamerabild. Setzen Sie sich so vor die Kamera, dass Kopf und Schultern zu sehen sind, und versuchen Sie es erneut.',
  'The camera picture is too dark to find you. Turn on a light or face a window, then retry.':
    'Das Kamerabild ist zu dunkel, um Sie zu finden. Schalten Sie ein Licht ein oder wenden Sie sich einem Fenster zu und versuchen Sie es erneut.',
  'Your posture could not be measured from what the camera saw. Face the camera with your head and shoulders in view, then retry.':
    'Ihre Haltung ließ sich aus dem Kamerabild nicht messen. Schauen Sie zur Kamera, mit Kopf und Schultern im Bild, und versuchen Sie es erneut.',

  // Camera dialog and camera messages
  'Camera Permission Required': 'Kamerazugriff erforderlich',
  'Please allow camera access to enable posture monitoring.':
    'Bitte erlauben Sie den Kamerazugriff, um die Haltungsüberwachung zu nutzen.',
  'If your browser stopped asking, allow the camera from the icon in the address bar, then try again. Video stays on this device.':
    'Falls Ihr Browser nicht mehr fragt, erlauben Sie die Kamera über das Symbol in der Adressleiste und versuchen Sie es erneut. Das Video bleibt auf diesem Gerät.',
  'Not now': 'Nicht jetzt',
  'Grant Permission': 'Zugriff erlauben',
  'The camera stopped sending video.': 'Die Kamera sendet kein Video mehr.',
  'The camera was disconnected.': 'Die Kamera wurde getrennt.',
  'Camera access was denied.': 'Der Kamerazugriff wurde verweigert.',
  'No camera was found.': 'Es wurde keine Kamera gefunden.',
  'The camera is in use by another application.':
    'Die Kamera wird von einer anderen Anwendung verwendet.',
  'The camera could not be opened: {reason}': 'Die Kamera ließ sich nicht öffnen: {reason}',
  'The camera could not be opened.': 'Die Kamera ließ sich nicht öffnen.',
  'This browser cannot open a camera.': 'Dieser Browser kann keine Kamera öffnen.',

  // Pose model
  'Tracking is on; detection and calibration begin when it is ready.':
    'Die Erfassung läuft; Erkennung und Kalibrierung beginnen, sobald es bereit ist.',
  'Warming up the model on {device} (step {step} of {steps}): the first passes compile it, which can take a minute without a GPU.':
    'Das Modell wird auf {device} vorbereitet (Schritt {step} von {steps}): Die ersten Durchläufe kompilieren es, was ohne GPU eine Minute dauern kann.',
  'this device': 'diesem Gerät',
  'Building the detector (step {steps} of {steps}).':
    'Der Detektor wird aufgebaut (Schritt {steps} von {steps}).',
  'Preparing pose model': 'Posenmodell wird vorbereitet',
  'Downloading pose model': 'Posenmodell wird heruntergeladen',
  'Backend: {backend}.': 'Backend: {backend}.',
  'Downloading from this site; it is cached for next time.':
    'Download von dieser Website; für das nächste Mal wird es zwischengespeichert.',
  'Use the lighter model': 'Leichteres Modell verwenden',
  'Use the full model': 'Volles Modell verwenden',
  'BlazePose {model} ready': 'BlazePose {model} bereit',
  'The pose model could not load.': 'Das Posenmodell konnte nicht geladen werden.',
  'Failed to load the pose model from this site.':
    'Das Posenmodell ließ sich nicht von dieser Website laden.',
  'Tracking still starts; detection begins once the model is loaded.':
    'Die Erfassung startet trotzdem; die Erkennung beginnt, sobald das Modell geladen ist.',
  'Pose analysis stopped.': 'Die Posenanalyse wurde beendet.',
  'Retry pose analysis': 'Posenanalyse erneut starten',

  // The pure core's messages and tips, shown through t() on this screen
  'Excellent posture detected!': 'Ausgezeichnete Haltung erkannt!',
  'Please calibrate your posture first': 'Bitte kalibrieren Sie zuerst Ihre Haltung',
  'Posture issue detected': 'Haltungsproblem erkannt',
  'Away: tracking resumes when you are back':
    'Abwesend: Die Erfassung geht weiter, wenn Sie zurück sind',
  'No pose detected': 'Keine Pose erkannt',
  'Low confidence': 'Geringe Sicherheit',
  'Posture score dropped sharply': 'Der Haltungswert ist stark gefallen',
  'Your head is drifting forward. Tuck your chin and bring your ears back over your shoulders.':
    'Ihr Kopf wandert nach vorn. Ziehen Sie das Kinn leicht ein und bringen Sie die Ohren zurück über die Schultern.',
  'Your head is tilted to one side. Level your head.':
    'Ihr Kopf ist zur Seite geneigt. Richten Sie den Kopf gerade aus.',
  'Your shoulders are uneven. Relax them and let them level out.':
    'Ihre Schultern sind ungleich hoch. Entspannen Sie sie und lassen Sie sie sich ausgleichen.',
  'You are slouching. Sit up tall and lift your chest.':
    'Sie sinken zusammen. Setzen Sie sich aufrecht hin und heben Sie die Brust.',
  'Your camera seems to be well below eye level, looking up at you. Raise your camera to eye level for the best results.':
    'Ihre Kamera scheint deutlich unter Augenhöhe zu stehen und zu Ihnen hinaufzuschauen. Stellen Sie sie für die besten Ergebnisse auf Augenhöhe.',
  'Your camera sees only your head and shoulders, at the bottom of the picture. Tilt it down a little or sit a little farther back so your chest is in view too.':
    'Ihre Kamera sieht nur Kopf und Schultern am unteren Bildrand. Neigen Sie sie etwas nach unten oder setzen Sie sich etwas weiter zurück, damit auch Ihre Brust im Bild ist.',
  'Undone: the coach judges as before.': 'Rückgängig gemacht: Der Coach urteilt wieder wie zuvor.',
  // The gate's message, its landmark names from core/posture/landmarks.ts.
  'Missing landmarks: {names}': 'Fehlende Körperpunkte: {names}',
  nose: 'Nase',
  'left eye': 'linkes Auge',
  'right eye': 'rechtes Auge',
  'left ear': 'linkes Ohr',
  'right ear': 'rechtes Ohr',
  'left shoulder': 'linke Schulter',
  'right shoulder': 'rechte Schulter',
  // "That wasn't a slouch": the parts its words are built from (core/posture/feedback-words.ts).
  "Got it: I'll allow {room} from now on.": 'Verstanden: Ab jetzt erlaube ich {room}.',
  'your head {rooms}': '{rooms} des Kopfes',
  'your shoulders {rooms}': '{rooms} der Schultern',
  'a little lower': 'etwas mehr Absinken',
  'a little further forward': 'etwas mehr Vorneigung',
  'a little more tilt': 'etwas mehr Neigung',
  'a little more unevenness': 'etwas mehr Schiefstand',
  'I already allow as much as I can for {areas} here. If the coach still flags you while you sit well, recalibrate.':
    'Für {areas} lasse ich hier schon so viel zu wie möglich. Wenn der Coach Sie bei guter Haltung trotzdem markiert, kalibrieren Sie neu.',
  'how low your head sits': 'die Höhe Ihres Kopfes',
  'how far forward your head is': 'die Vorneigung Ihres Kopfes',
  'how far your head tilts': 'die Neigung Ihres Kopfes',
  'how uneven your shoulders are': 'den Schiefstand Ihrer Schultern',
  'That is as much as I can allow, so it may still flag you here; if it does while you sit well, recalibrate.':
    'Mehr kann ich nicht zulassen, der Coach kann Sie hier also weiterhin markieren. Passiert das bei guter Haltung, kalibrieren Sie neu.',
};
