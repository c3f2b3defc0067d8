// French for the monitoring screen's calibration, camera and pose-model messages, and the pure
// core's messages and tips that the screen shows through t() (keyed by the core's literals).
export const FR_MONITOR_MESSAGES: Readonly<Record<string, string>> = {
  // Calibration dialog
  'Calibrating Posture': 'Calibrage de la posture',
  'Calibration progress': 'Progression du calibrage',
  'Calibration stopped': 'Calibrage interrompu',
  'Waiting for you to appear in the camera...': 'En attente de votre apparition à l’image...',
  'Sit the way you want to sit all day: back supported, shoulders relaxed, screen at eye level. Hold still.':
    'Asseyez-vous comme vous voulez être assis toute la journée : dos soutenu, épaules détendues, écran à hauteur des yeux. Ne bougez plus.',
  'Keep previous calibration': 'Garder le calibrage précédent',
  Retry: 'Réessayer',
  '{count} second remaining': 'Encore {count} seconde',
  '{count} seconds remaining': 'Encore {count} secondes',
  'We lost sight of you. The countdown is paused and goes on when your head and shoulders are back in view.':
    'Nous ne vous voyons plus. Le compte à rebours est en pause et reprendra dès que votre tête et vos épaules seront de nouveau à l’image.',
  'No one was found in the camera for 15 seconds. Sit in front of the camera with your head and shoulders in view, then retry.':
    'Personne n’a été vu par la caméra pendant 15 secondes. Asseyez-vous face à la caméra, la tête et les épaules à l’image, puis réessayez.',
  'The camera picture is too dark to find you. Turn on a light or face a window, then retry.':
    'L’image de la caméra est trop sombre pour vous trouver. Allumez une lumière ou placez-vous face à une fenêtre, puis réessayez.',
  'Your posture could not be measured from what the camera saw. Face the camera with your head and shoulders in view, then retry.':
    'Votre posture n’a pas pu être mesurée à partir de l’image de la caméra. Placez-vous face à la caméra, la tête et les épaules à l’image, puis réessayez.',

  // Camera dialog and camera messages
  'Camera Permission Required': 'Accès à la caméra requis',
  'Please allow camera access to enable posture monitoring.':
    'Veuillez autoriser l’accès à la caméra pour activer le suivi de la posture.',
  'If your browser stopped asking, allow the camera from the icon in the address bar, then try again. Video stays on this device.':
    'Si votre navigateur ne demande plus, autorisez la caméra depuis l’icône de la barre d’adresse, puis réessayez. La vidéo reste sur cet appareil.',
  'Not now': 'Pas maintenant',
  'Grant Permission': 'Autoriser l’accès',
  'The camera stopped sending video.': 'La caméra n’envoie plus de vidéo.',
  'The camera was disconnected.': 'La caméra a été déconnectée.',
  'Camera access was denied.': 'L’accès à la caméra a été refusé.',
  'No camera was found.': 'Aucune caméra n’a été trouvée.',
  'The camera is in use by another application.':
    'La caméra est utilisée par une autre application.',
  'The camera could not be opened: {reason}': 'Impossible d’ouvrir la caméra : {reason}',
  'The camera could not be opened.': 'Impossible d’ouvrir la caméra.',
  'This browser cannot open a camera.': 'Ce navigateur ne peut pas ouvrir de caméra.',

  // Pose model
  'Tracking is on; detection and calibration begin when it is ready.':
    'Le suivi est activé ; la détection et le calibrage commencent dès qu’il est prêt.',
  'Warming up the model on {device} (step {step} of {steps}): the first passes compile it, which can take a minute without a GPU.':
    'Préparation du modèle sur {device} (étape {step} sur {steps}) : les premiers passages le compilent, ce qui peut prendre une minute sans GPU.',
  'this device': 'cet appareil',
  'Building the detector (step {steps} of {steps}).':
    'Construction du détecteur (étape {steps} sur {steps}).',
  'Preparing pose model': 'Préparation du modèle de pose',
  'Downloading pose model': 'Téléchargement du modèle de pose',
  'Backend: {backend}.': 'Backend : {backend}.',
  'Downloading from this site; it is cached for next time.':
    'Téléchargement depuis ce site ; il est mis en cache pour la prochaine fois.',
  'Use the lighter model': 'Utiliser le modèle plus léger',
  'Use the full model': 'Utiliser le modèle complet',
  'BlazePose {model} ready': 'BlazePose {model} prêt',
  'The pose model could not load.': 'Le modèle de pose n’a pas pu être chargé.',
  'Failed to load the pose model from this site.':
    'Impossible de charger le modèle de pose depuis ce site.',
  'Tracking still starts; detection begins once the model is loaded.':
    'Le suivi démarre quand même ; la détection commence une fois le modèle chargé.',
  'Pose analysis stopped.': 'L’analyse de la pose s’est arrêtée.',
  'Retry pose analysis': 'Relancer l’analyse de la pose',

  // The pure core's messages and tips, shown through t() on this screen
  'Excellent posture detected!': 'Excellente posture détectée !',
  'Please calibrate your posture first': 'Veuillez d’abord calibrer votre posture',
  'Posture issue detected': 'Problème de posture détecté',
  'Away: tracking resumes when you are back': 'Absent : le suivi reprendra à votre retour',
  'No pose detected': 'Aucune pose détectée',
  'Low confidence': 'Fiabilité faible',
  'Posture score dropped sharply': 'Le score de posture a fortement baissé',
  'Your head is drifting forward. Tuck your chin and bring your ears back over your shoulders.':
    'Votre tête avance. Rentrez légèrement le menton et ramenez vos oreilles au-dessus de vos épaules.',
  'Your head is tilted to one side. Level your head.': 'Votre tête penche d’un côté. Redressez-la.',
  'Your shoulders are uneven. Relax them and let them level out.':
    'Vos épaules ne sont pas à la même hauteur. Détendez-les et laissez-les s’équilibrer.',
  'You are slouching. Sit up tall and lift your chest.':
    'Vous vous avachissez. Redressez-vous et ouvrez la poitrine.',
  'Your camera seems to be well below eye level, looking up at you. Raise your camera to eye level for the best results.':
    'Votre caméra semble bien en dessous de vos yeux et vous filme en contre-plongée. Placez-la à hauteur des yeux pour de meilleurs résultats.',
  'Your camera sees only your head and shoulders, at the bottom of the picture. Tilt it down a little or sit a little farther back so your chest is in view too.':
    'Votre caméra ne voit que votre tête et vos épaules, en bas de l’image. Inclinez-la un peu vers le bas ou reculez-vous un peu pour que votre poitrine soit aussi à l’image.',
  'Undone: the coach judges as before.': 'Annulé : le coach juge comme avant.',
  // The gate's message, its landmark names from core/posture/landmarks.ts.
  'Missing landmarks: {names}': 'Points du corps manquants : {names}',
  nose: 'nez',
  'left eye': 'œil gauche',
  'right eye': 'œil droit',
  'left ear': 'oreille gauche',
  'right ear': 'oreille droite',
  'left shoulder': 'épaule gauche',
  'right shoulder': 'épaule droite',
  // "That wasn't a slouch": the parts its words are built from (core/posture/feedback-words.ts).
  "Got it: I'll allow {room} from now on.": 'Compris : désormais, j’accepterai {room}.',
  'your head {rooms}': '{rooms} pour votre tête',
  'your shoulders {rooms}': '{rooms} pour vos épaules',
  'a little lower': 'un peu plus d’affaissement',
  'a little further forward': 'un peu plus d’avancée',
  'a little more tilt': 'un peu plus d’inclinaison',
  'a little more unevenness': 'un peu plus de déséquilibre',
  'I already allow as much as I can for {areas} here. If the coach still flags you while you sit well, recalibrate.':
    'J’accepte déjà autant que possible pour {areas} ici. Si le coach vous signale encore alors que vous êtes bien assis, recalibrez.',
  'how low your head sits': 'la hauteur de votre tête',
  'how far forward your head is': 'l’avancée de votre tête',
  'how far your head tilts': 'l’inclinaison de votre tête',
  'how uneven your shoulders are': 'le déséquilibre de vos épaules',
  'That is as much as I can allow, so it may still flag you here; if it does while you sit well, recalibrate.':
    'Je ne peux pas accepter davantage, le coach peut donc encore vous signaler ici ; si cela arrive alors que vous êtes bien assis, recalibrez.',
};
