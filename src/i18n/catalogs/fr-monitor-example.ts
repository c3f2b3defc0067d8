// French for the person's own slouch example (docs/posture-rules.md#slouch-example): the
// calibration dialog's 'Now slouch' step and 'I'm slouching now' with what each changed.
export const FR_MONITOR_EXAMPLE: Readonly<Record<string, string>> = {
  "I'm slouching now": 'Je suis avachi en ce moment',
  'Show me your slouch': 'Montrez-moi votre mauvaise posture',
  'Then show me your slouch for 5 seconds, so the coach learns what yours looks like':
    'Ensuite, montrez-moi votre mauvaise posture pendant 5 secondes, pour que le coach apprenne à quoi elle ressemble chez vous',
  'Now slouch the way you usually do, and hold it.':
    'Avachissez-vous maintenant comme vous le faites d’habitude, et restez ainsi.',
  'The coach places its lines between how you sat upright and this slouch. Nothing is recorded but a few numbers, kept with your setup.':
    'Le coach place ses limites entre votre posture droite et cette mauvaise posture. Rien n’est enregistré, sauf quelques nombres, conservés avec votre configuration.',
  'Saving your slouch example...': 'Enregistrement de votre exemple...',
  Skip: 'Passer',
  'Got it: the coach now knows your slouch. Each line sits between how you sat at calibration and this moment, so a slouch like this one is flagged.':
    'Compris\u00a0: le coach connaît maintenant votre mauvaise posture. Chaque limite se trouve entre votre posture lors du calibrage et ce moment, donc une posture comme celle-ci est signalée.',
  "Got it, though this moment is close to how you sat at calibration: the coach flags a slouch as deep as this one, but may miss a milder one. For a surer line, recalibrate sitting still, then press 'I'm slouching now' in your usual slouch.":
    'Compris, mais ce moment est proche de votre posture lors du calibrage\u00a0: le coach signale une posture aussi avachie que celle-ci, mais peut en manquer une plus légère. Pour une limite plus sûre, recalibrez en restant immobile, puis appuyez sur «\u00a0Je suis avachi en ce moment\u00a0» dans votre posture avachie habituelle.',
  'Thank you, though the slouch you showed is close to how you sat at calibration: the coach flags a slouch as deep as it, but may miss a milder one. For a surer line, recalibrate sitting still and show your usual slouch again.':
    'Merci, mais la posture que vous avez montrée est proche de celle du calibrage\u00a0: le coach signale une posture aussi avachie qu’elle, mais peut en manquer une plus légère. Pour une limite plus sûre, recalibrez en restant immobile et montrez de nouveau votre posture avachie habituelle.',
  'Got it, though this moment is only a little past how you sat at calibration: the coach flags a slouch as deep as this one, but not a milder one.':
    'Compris, mais ce moment ne s’écarte que peu de votre posture lors du calibrage\u00a0: le coach signale une posture aussi avachie que celle-ci, mais pas une plus légère.',
  'Thank you, though the slouch you showed is only a little past how you sat at calibration: the coach flags a slouch as deep as it, but not a milder one.':
    'Merci, mais la posture que vous avez montrée ne s’écarte que peu de celle du calibrage\u00a0: le coach signale une posture aussi avachie qu’elle, mais pas une plus légère.',
  'Thank you: the coach now knows your slouch. Each line sits between how you sat at calibration and the slouch you showed, so a slouch like it is flagged.':
    'Merci\u00a0: le coach connaît maintenant votre mauvaise posture. Chaque limite se trouve entre votre posture lors du calibrage et celle que vous avez montrée, donc une posture semblable est signalée.',
  'The coach could not see you well enough just now to learn your slouch. Sit in view and try again.':
    'Le coach ne vous voyait pas assez bien à l’instant pour apprendre votre posture. Placez-vous dans le champ de la caméra et réessayez.',
  "This moment looks like how you sat at calibration, so the coach's lines stay as they were. If you are slouching, stay like this a few seconds and press 'I'm slouching now' again.":
    'Ce moment ressemble à votre posture lors du calibrage, donc les limites du coach restent les mêmes. Si vous êtes avachi, restez ainsi quelques secondes et appuyez de nouveau sur «\u00a0Je suis avachi en ce moment\u00a0».',
  "The slouch you showed looks like how you sat at calibration, so the coach keeps its usual lines. Whenever it misses a slouch, press 'I'm slouching now'.":
    'La posture que vous avez montrée ressemble à celle du calibrage, donc le coach garde ses limites habituelles. Chaque fois qu’il manque une mauvaise posture, appuyez sur «\u00a0Je suis avachi en ce moment\u00a0».',
  "You moved about while the coach calibrated, so this moment is still within how you sat then and the coach's lines stay as they were. Recalibrate sitting still, then press 'I'm slouching now' when you slouch.":
    'Vous avez bougé pendant le calibrage, donc ce moment reste dans votre posture d’alors et les limites du coach restent les mêmes. Recalibrez en restant immobile, puis appuyez sur «\u00a0Je suis avachi en ce moment\u00a0» quand vous vous avachissez.',
  'You moved about while the coach calibrated, so the slouch you showed is within how you sat then and the coach keeps its usual lines. Recalibrate sitting still to teach it your slouch.':
    'Vous avez bougé pendant le calibrage, donc la posture montrée reste dans votre posture d’alors et le coach garde ses limites habituelles. Recalibrez en restant immobile pour lui apprendre votre mauvaise posture.',
  'The coach already flags this moment as a slouch, so its lines stay as they were.':
    'Le coach signale déjà ce moment comme une mauvaise posture, donc ses limites restent les mêmes.',
  "The coach already flags the slouch you showed, so it keeps its usual lines. Whenever it misses a slouch, press 'I'm slouching now'.":
    'Le coach signale déjà la posture que vous avez montrée, donc il garde ses limites habituelles. Chaque fois qu’il manque une mauvaise posture, appuyez sur «\u00a0Je suis avachi en ce moment\u00a0».',
  'Undone: the coach judges by its usual lines again.':
    'Annulé\u00a0: le coach juge de nouveau selon ses limites habituelles.',
  'Check my calibration': 'Vérifier mon calibrage',
  'Head height': 'Hauteur de la tête',
  'Ears above the shoulders': 'Oreilles au-dessus des épaules',
  'Neck between the shoulders': 'Cou entre les épaules',
  'Neck stretched forward': 'Cou tendu vers l’avant',
  'Distance to the screen': 'Distance à l’écran',
  'usual line': 'limite habituelle',
  'placed by your slouch': 'placée selon votre posture',
  'off for you': 'désactivée pour vous',
  'not seen just now': 'pas visible à l’instant',
  '{pct} % of the way to the line ({source})':
    '{pct}\u00a0% du chemin jusqu’à la limite ({source})',
  'Each bar shows how far you are now from the line where the coach flags that part of your posture: 100 % is at the line.':
    'Chaque barre montre à quelle distance vous êtes de la limite à partir de laquelle le coach signale cette partie de votre posture\u00a0: 100\u00a0% correspond à la limite.',
  'Over the camera, the solid light-blue lines are where your head was at calibration, and each dashed yellow line is where that part of your posture is flagged.':
    'Sur l’image de la caméra, les lignes bleu clair continues montrent où était votre tête lors du calibrage, et chaque ligne jaune en pointillés l’endroit à partir duquel cette partie de votre posture est signalée.',
};
