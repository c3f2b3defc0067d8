// German for the person's own slouch example (docs/posture-rules.md#slouch-example): the
// calibration dialog's 'Now slouch' step and 'I'm slouching now' with what each changed.
export const DE_MONITOR_EXAMPLE: Readonly<Record<string, string>> = {
  "I'm slouching now": 'Ich sitze gerade krumm',
  'Show me your slouch': 'Zeigen Sie mir Ihre schlechte Haltung',
  'Then show me your slouch for 5 seconds, so the coach learns what yours looks like':
    'Danach 5 Sekunden lang Ihre schlechte Haltung zeigen, damit der Coach lernt, wie sie bei Ihnen aussieht',
  'Now slouch the way you usually do, and hold it.':
    'Sitzen Sie jetzt so krumm, wie Sie es gewöhnlich tun, und halten Sie die Haltung.',
  'The coach places its lines between how you sat upright and this slouch. Nothing is recorded but a few numbers, kept with your setup.':
    'Der Coach legt seine Grenzen zwischen Ihre aufrechte Haltung und diese schlechte Haltung. Gespeichert werden nur wenige Zahlen, zusammen mit Ihrem Setup.',
  'Saving your slouch example...': 'Ihr Beispiel wird gespeichert...',
  Skip: 'Überspringen',
  'Got it: the coach now knows your slouch. Each line sits between how you sat at calibration and this moment, so a slouch like this one is flagged.':
    'Verstanden: Der Coach kennt jetzt Ihre schlechte Haltung. Jede Grenze liegt zwischen Ihrer Haltung bei der Kalibrierung und diesem Moment, eine Haltung wie diese wird also markiert.',
  "Got it, though this moment is close to how you sat at calibration: the coach flags a slouch as deep as this one, but may miss a milder one. For a surer line, recalibrate sitting still, then press 'I'm slouching now' in your usual slouch.":
    'Verstanden, doch dieser Moment liegt nahe an Ihrer Haltung bei der Kalibrierung: Der Coach markiert eine Haltung, die so krumm ist wie diese, kann eine leichtere aber übersehen. Für eine sicherere Grenze kalibrieren Sie ruhig sitzend neu und drücken dann in Ihrer gewohnten schlechten Haltung „Ich sitze gerade krumm“.',
  'Thank you, though the slouch you showed is close to how you sat at calibration: the coach flags a slouch as deep as it, but may miss a milder one. For a surer line, recalibrate sitting still and show your usual slouch again.':
    'Danke, doch die gezeigte Haltung liegt nahe an Ihrer Haltung bei der Kalibrierung: Der Coach markiert eine Haltung, die so krumm ist wie sie, kann eine leichtere aber übersehen. Für eine sicherere Grenze kalibrieren Sie ruhig sitzend neu und zeigen Ihre gewohnte schlechte Haltung erneut.',
  'Got it, though this moment is only a little past how you sat at calibration: the coach flags a slouch as deep as this one, but not a milder one.':
    'Verstanden, doch dieser Moment weicht nur wenig von Ihrer Haltung bei der Kalibrierung ab: Der Coach markiert eine Haltung, die so krumm ist wie diese, aber keine leichtere.',
  'Thank you, though the slouch you showed is only a little past how you sat at calibration: the coach flags a slouch as deep as it, but not a milder one.':
    'Danke, doch die gezeigte Haltung weicht nur wenig von Ihrer Haltung bei der Kalibrierung ab: Der Coach markiert eine Haltung, die so krumm ist wie sie, aber keine leichtere.',
  'Thank you: the coach now knows your slouch. Each line sits between how you sat at calibration and the slouch you showed, so a slouch like it is flagged.':
    'Danke: Der Coach kennt jetzt Ihre schlechte Haltung. Jede Grenze liegt zwischen Ihrer Haltung bei der Kalibrierung und der gezeigten Haltung, eine solche Haltung wird also markiert.',
  'The coach could not see you well enough just now to learn your slouch. Sit in view and try again.':
    'Der Coach konnte Sie gerade nicht gut genug sehen, um Ihre Haltung zu lernen. Setzen Sie sich ins Bild und versuchen Sie es erneut.',
  "This moment looks like how you sat at calibration, so the coach's lines stay as they were. If you are slouching, stay like this a few seconds and press 'I'm slouching now' again.":
    'Dieser Moment sieht aus wie Ihre Haltung bei der Kalibrierung, daher bleiben die Grenzen des Coachs, wie sie waren. Wenn Sie gerade krumm sitzen, bleiben Sie ein paar Sekunden so und drücken Sie erneut „Ich sitze gerade krumm“.',
  "The slouch you showed looks like how you sat at calibration, so the coach keeps its usual lines. Whenever it misses a slouch, press 'I'm slouching now'.":
    'Die gezeigte Haltung sieht aus wie Ihre Haltung bei der Kalibrierung, daher behält der Coach seine üblichen Grenzen. Wenn er eine schlechte Haltung übersieht, drücken Sie „Ich sitze gerade krumm“.',
  "You moved about while the coach calibrated, so this moment is still within how you sat then and the coach's lines stay as they were. Recalibrate sitting still, then press 'I'm slouching now' when you slouch.":
    'Sie haben sich beim Kalibrieren bewegt, daher liegt dieser Moment noch innerhalb Ihrer damaligen Haltung und die Grenzen des Coachs bleiben, wie sie waren. Kalibrieren Sie ruhig sitzend neu und drücken Sie dann „Ich sitze gerade krumm“, wenn Sie krumm sitzen.',
  'You moved about while the coach calibrated, so the slouch you showed is within how you sat then and the coach keeps its usual lines. Recalibrate sitting still to teach it your slouch.':
    'Sie haben sich beim Kalibrieren bewegt, daher liegt die gezeigte Haltung innerhalb Ihrer damaligen Haltung und der Coach behält seine üblichen Grenzen. Kalibrieren Sie ruhig sitzend neu, damit er Ihre schlechte Haltung lernt.',
  'The coach already flags this moment as a slouch, so its lines stay as they were.':
    'Der Coach markiert diesen Moment bereits als schlechte Haltung, daher bleiben seine Grenzen, wie sie waren.',
  "The coach already flags the slouch you showed, so it keeps its usual lines. Whenever it misses a slouch, press 'I'm slouching now'.":
    'Der Coach markiert die gezeigte Haltung bereits, daher behält er seine üblichen Grenzen. Wenn er eine schlechte Haltung übersieht, drücken Sie „Ich sitze gerade krumm“.',
  'Undone: the coach judges by its usual lines again.':
    'Rückgängig gemacht: Der Coach urteilt wieder nach seinen üblichen Grenzen.',
  'Check my calibration': 'Meine Kalibrierung prüfen',
  'Head height': 'Kopfhöhe',
  'Ears above the shoulders': 'Ohren über den Schultern',
  'Neck between the shoulders': 'Hals zwischen den Schultern',
  'Neck stretched forward': 'Hals nach vorn gestreckt',
  'Distance to the screen': 'Abstand zum Bildschirm',
  'usual line': 'übliche Grenze',
  'placed by your slouch': 'nach Ihrer Haltung gesetzt',
  'off for you': 'für Sie aus',
  'not seen just now': 'gerade nicht zu sehen',
  '{pct} % of the way to the line ({source})': '{pct} % des Wegs zur Grenze ({source})',
  'Each bar shows how far you are now from the line where the coach flags that part of your posture: 100 % is at the line.':
    'Jeder Balken zeigt, wie weit Sie gerade von der Grenze entfernt sind, ab der der Coach diesen Teil Ihrer Haltung markiert: 100 % liegt auf der Grenze.',
  'Over the camera, the solid light-blue lines are where your head was at calibration, and each dashed yellow line is where that part of your posture is flagged.':
    'Über dem Kamerabild zeigen die durchgezogenen hellblauen Linien, wo Ihr Kopf bei der Kalibrierung war, und jede gestrichelte gelbe Linie, ab wo dieser Teil Ihrer Haltung gemeldet wird.',
};
