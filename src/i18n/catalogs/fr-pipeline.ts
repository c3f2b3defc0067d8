// French for the pose pipeline's messages (src/pipeline): restarts, a lost GPU or camera view,
// the model advice, the camera view's name.
export const FR_PIPELINE: Readonly<Record<string, string>> = {
  'Pose analysis stopped, restarting': 'Analyse de la posture arrêtée, redémarrage',
  'The camera view stopped (its drawing worker failed). Posture analysis goes on.':
    'La vue de la caméra s’est arrêtée (son worker de dessin a planté). L’analyse de la posture continue.',
  'The graphics device was lost ({lost}); analysis restarts on {next}':
    'Le périphérique graphique a été perdu ({lost}) ; l’analyse redémarre avec {next}',
  'Pose analysis stopped {count} times within a minute and was not restarted again ({reason}). Press Retry to start it again.':
    'L’analyse de la posture s’est arrêtée {count} fois en une minute et n’a pas été relancée ({reason}). Appuyez sur « Réessayer » pour la relancer.',
  'Using the lighter pose model: it is faster but may miss some slouches.':
    'Modèle de pose plus léger utilisé\u00a0: il est plus rapide mais peut manquer certaines mauvaises postures.',
  'Pose analysis is slow on this device ({ms} ms a frame), so the coach now checks your posture twice a second with the full model. The lighter model is faster but may miss some slouches.':
    'L’analyse de pose est lente sur cet appareil ({ms}\u00a0ms par image)\u00a0: le coach vérifie donc votre posture deux fois par seconde avec le modèle complet. Le modèle plus léger est plus rapide mais peut manquer certaines mauvaises postures.',
  'Camera view with pose landmarks': 'Vue de la caméra avec les points du corps',
};
