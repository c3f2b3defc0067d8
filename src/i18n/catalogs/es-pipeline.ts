// Spanish for the pose pipeline's messages (src/pipeline): restarts, a lost GPU or camera view,
// the model advice, the camera view's name.
export const ES_PIPELINE: Readonly<Record<string, string>> = {
  'Pose analysis stopped, restarting': 'El análisis de la pose se detuvo; reiniciando',
  'The camera view stopped (its drawing worker failed). Posture analysis goes on.':
    'La vista de la cámara se detuvo (falló su worker de dibujo). El análisis de la postura continúa.',
  'The graphics device was lost ({lost}); analysis restarts on {next}':
    'Se perdió el dispositivo gráfico ({lost}); el análisis se reinicia con {next}',
  'Pose analysis stopped {count} times within a minute and was not restarted again ({reason}). Press Retry to start it again.':
    'El análisis de la pose se detuvo {count} veces en un minuto y no se volvió a iniciar ({reason}). Pulse «Reintentar» para iniciarlo de nuevo.',
  'Using the lighter pose model: it is faster but may miss some slouches.':
    'Se usa el modelo de pose más ligero: es más rápido, pero puede no detectar algunas malas posturas.',
  'Pose analysis is slow on this device ({ms} ms a frame), so the coach now checks your posture twice a second with the full model. The lighter model is faster but may miss some slouches.':
    'El análisis de pose es lento en este dispositivo ({ms} ms por imagen), así que el coach ahora revisa su postura dos veces por segundo con el modelo completo. El modelo más ligero es más rápido, pero puede no detectar algunas malas posturas.',
  'Camera view with pose landmarks': 'Vista de la cámara con los puntos del cuerpo',
};
