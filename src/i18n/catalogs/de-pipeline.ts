// German for the pose pipeline's messages (src/pipeline): restarts, a lost GPU or camera view,
// the model advice, the camera view's name.
export const DE_PIPELINE: Readonly<Record<string, string>> = {
  'Pose analysis stopped, restarting': 'Posenanalyse angehalten, wird neu gestartet',
  'The camera view stopped (its drawing worker failed). Posture analysis goes on.':
    'Die Kameraansicht ist ausgefallen (ihr Zeichen-Worker ist abgestürzt). Die Haltungsanalyse läuft weiter.',
  'The graphics device was lost ({lost}); analysis restarts on {next}':
    'Verbindung zum Grafikgerät verloren ({lost}); die Analyse startet neu mit {next}',
  'Pose analysis stopped {count} times within a minute and was not restarted again ({reason}). Press Retry to start it again.':
    'Die Posenanalyse wurde innerhalb einer Minute {count}-mal angehalten und nicht erneut gestartet ({reason}). Mit „Erneut versuchen“ starten Sie sie wieder.',
  'Using the lighter pose model: it is faster but may miss some slouches.':
    'Das leichtere Posenmodell wird verwendet: Es ist schneller, übersieht aber womöglich manche schlechte Haltung.',
  'Pose analysis is slow on this device ({ms} ms a frame), so the coach now checks your posture twice a second with the full model. The lighter model is faster but may miss some slouches.':
    'Die Posenanalyse ist auf diesem Gerät langsam ({ms} ms pro Bild), daher prüft der Coach Ihre Haltung jetzt zweimal pro Sekunde mit dem vollen Modell. Das leichtere Modell ist schneller, übersieht aber womöglich manche schlechte Haltung.',
  'Camera view with pose landmarks': 'Kameraansicht mit Körperpunkten',
};
