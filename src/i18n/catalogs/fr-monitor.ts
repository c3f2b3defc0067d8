// French for the monitoring screen (/app): its panels, dialogs, settings, status and announcements,
// alerts, notifications, the floating widget and the stores' messages. The settings panel and
// the setups are in fr-monitor-settings.ts; calibration, camera and model messages and the core's
// in fr-monitor-messages.ts.
import { FR_MONITOR_EXAMPLE } from './fr-monitor-example.ts';
import { FR_MONITOR_MESSAGES } from './fr-monitor-messages.ts';
import { FR_MONITOR_SETTINGS } from './fr-monitor-settings.ts';

export const FR_MONITOR: Readonly<Record<string, string>> = {
  ...FR_MONITOR_SETTINGS,
  ...FR_MONITOR_EXAMPLE,
  ...FR_MONITOR_MESSAGES,
  // Header, layout and controls
  'AI-powered posture monitoring for better health':
    'Suivi de la posture par IA, pour une meilleure santé',
  'Pose detection runs on this device. No video or images leave your browser.':
    'La détection de la pose s’exécute sur cet appareil. Aucune vidéo ni image ne quitte votre navigateur.',
  'Frames:': 'Images :',
  'Tracking controls': 'Commandes du suivi',
  Pause: 'Pause',
  'End Session': 'Terminer la session',
  Recalibrate: 'Recalibrer',
  'Widget Active': 'Widget actif',
  'Open Widget': 'Ouvrir le widget',
  'Resume Tracking': 'Reprendre le suivi',
  'Start Tracking': 'Démarrer le suivi',
  'Reset Session': 'Réinitialiser la session',
  'Camera view with your pose drawn on it': 'Vue de la caméra avec votre pose dessinée',
  'Initializing camera...': 'Démarrage de la caméra...',
  'Loading video...': 'Chargement de la vidéo...',
  'Camera off': 'Caméra éteinte',
  'Tracking stopped': 'Suivi arrêté',

  // Status bar
  Status: 'État',
  'Session: {status}': 'Session : {status}',
  'Session time': 'Durée de la session',
  'Posture score': 'Score de posture',
  'Posture score: not measured yet': 'Score de posture : pas encore mesuré',
  'Not measured yet': 'Pas encore mesuré',
  'Looking down: not judged as a slouch':
    'Regard vers le bas\u00a0: pas compté comme une mauvaise posture',
  'Not judging: someone else is in view':
    'Pas d’évaluation\u00a0: quelqu’un d’autre est dans le champ',
  'Not judging: you are standing': 'Pas d’évaluation\u00a0: vous êtes debout',
  'Not judging: you moved away from your usual place':
    'Pas d’évaluation\u00a0: vous avez quitté votre place habituelle',
  'You have been looking down for a while': 'Vous regardez vers le bas depuis un moment',
  'Your camera seems to have moved': 'Votre caméra semble avoir bougé',
  'Current issues': 'Problèmes actuels',
  Camera: 'Caméra',
  Pose: 'Pose',
  Calibration: 'Calibrage',
  Backend: 'Backend',
  'Press Start Tracking to resume.': 'Appuyez sur « Démarrer le suivi » pour reprendre.',
  'Not initialized': 'Non démarrée',
  'Connecting...': 'Connexion...',
  Connected: 'Connectée',
  'Permission denied': 'Accès refusé',
  Stopped: 'Arrêtée',
  Detected: 'Détectée',
  'Not detected': 'Non détectée',
  Away: 'Absent',
  'Not calibrated': 'Non calibré',
  'Calibrating...': 'Calibrage...',
  Calibrated: 'Calibré',
  Excellent: 'Excellente',
  Good: 'Bonne',
  'Needs Improvement': 'À améliorer',
  'Not logged in': 'Non connecté',
  Inactive: 'Inactive',
  Active: 'Active',
  'low now': 'légère en ce moment',
  'medium now': 'moyenne en ce moment',
  'high now': 'forte en ce moment',
  'Low-power: checking twice a second': 'Économie d’énergie : vérification deux fois par seconde',
  'Time to stand up and take a short break.':
    'Il est temps de vous lever et de faire une courte pause.',
  'Breaks this session: {count}': 'Pauses pendant cette session : {count}',
  'Got it': 'Compris',
  '{h}h {m}m {s}s': '{h} h {m} min {s} s',
  '{s}s': '{s} s',
  '{m}m {s}s': '{m} min {s} s',
  '{backend} ({lost} was lost)': '{backend} ({lost} a été perdu)',

  // Recent Episodes and metrics
  'Recent Episodes': 'Épisodes récents',
  'No poor-posture episodes yet. Nice work.':
    'Aucun épisode de mauvaise posture pour l’instant. Beau travail.',
  'Forward head': 'Tête en avant',
  'Head tilt': 'Tête inclinée',
  'Uneven shoulders': 'Épaules inégales',
  Slouching: 'Dos avachi',
  'Score drop': 'Chute du score',
  'Posture issue': 'Problème de posture',
  'peak low': 'pic léger',
  'peak medium': 'pic moyen',
  'peak high': 'pic fort',
  '{duration} · ongoing': '{duration} · en cours',
  'Score metrics': 'Indicateurs du score',
  Average: 'Moyenne',
  'Session Min': 'Minimum de la session',
  'Session Max': 'Maximum de la session',
  '{count} samples': '{count} mesures',

  // Alerts, false alarms, notifications
  'Posture check': 'Contrôle de posture',
  'Dismiss alert': 'Fermer l’alerte',
  "That wasn't a slouch": 'Ce n’était pas une mauvaise posture',
  'Saved for your “{name}” setup.': 'Enregistré pour votre configuration « {name} ».',
  'Undo this change': 'Annuler cette modification',
  Undo: 'Annuler',
  'Dismiss this message': 'Fermer ce message',

  // Snooze
  Snooze: 'Mettre en pause',
  'Snooze {duration}': 'Pause de {duration}',
  '15 min': '15 min',
  '30 min': '30 min',
  '1 hour': '1 heure',
  'Snoozed until {time}': 'En pause jusqu’à {time}',
  'Camera off while paused.': 'Caméra éteinte pendant la pause.',
  'Resume now': 'Reprendre maintenant',
  'Snooze over: posture tracking is back on.': 'Fin de la pause : le suivi de la posture reprend.',

  // End session dialog
  'End this session?': 'Terminer cette session ?',
  'The camera stops, and the score, the episodes and the timer start again from zero. Your calibration is kept.':
    'La caméra s’arrête, et le score, les épisodes et le chronomètre repartent de zéro. Votre calibrage est conservé.',
  'Keep session': 'Garder la session',

  // Feedback
  'How is your posture coach working for you?': 'Votre coach de posture vous aide-t-il ?',
  Positive: 'Positif',
  Neutral: 'Neutre',
  Negative: 'Négatif',
  'What works, what gets in the way, what you would change...':
    'Ce qui fonctionne, ce qui gêne, ce que vous changeriez...',
  '{count} / {max} characters': '{count} / {max} caractères',
  'One tap is enough. Your answer helps us make the nudges kinder and more accurate.':
    'Un clic suffit. Votre réponse nous aide à rendre les rappels plus doux et plus justes.',
  'Maybe later': 'Plus tard peut-être',
  'Send feedback': 'Envoyer l’avis',
  'Write detailed feedback': 'Écrire un avis détaillé',

  // Tabs
  'Posture tracking is running in another tab.':
    'Le suivi de la posture est en cours dans un autre onglet.',
  'Posture tracking moved to another tab; this session ended.':
    'Le suivi de la posture est passé dans un autre onglet ; cette session est terminée.',
  'Tracking here instead ends the session in the other tab first.':
    'Suivre ici met d’abord fin à la session de l’autre onglet.',
  'Track here instead': 'Suivre plutôt ici',

  // Floating widget
  'POSTURE SCORE': 'SCORE DE POSTURE',

  // Sign-out toasts of the session store
  'You signed out in another tab': 'Vous vous êtes déconnecté dans un autre onglet',
  'Logged out': 'Déconnecté',

  // Debug overlay (?debug)
  'backend: {backend}': 'backend : {backend}',
  'probe: {probe}': 'sonde : {probe}',
  'Lose GPU context': 'Perdre le contexte GPU',
  'analysed:': 'analysées :',
  'buffered:': 'en tampon :',
  'tensors:': 'tenseurs :',
  'frame:': 'image :',
  'overlay:': 'superposition :',
  '{count} landmarks': '{count} points',
  none: 'aucun',
  '{mean} ms (p95 {p95})': '{mean} ms (p95 {p95})',
};
