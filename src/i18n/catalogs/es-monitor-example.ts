// Spanish for the person's own slouch example (docs/posture-rules.md#slouch-example): the
// calibration dialog's 'Now slouch' step and 'I'm slouching now' with what each changed.
export const ES_MONITOR_EXAMPLE: Readonly<Record<string, string>> = {
  "I'm slouching now": 'Ahora estoy encorvado',
  'Show me your slouch': 'Muéstreme su mala postura',
  'Then show me your slouch for 5 seconds, so the coach learns what yours looks like':
    'Después, muéstreme su mala postura durante 5 segundos, para que el coach aprenda cómo es la suya',
  'Now slouch the way you usually do, and hold it.':
    'Ahora encórvese como suele hacerlo y mantenga la postura.',
  'The coach places its lines between how you sat upright and this slouch. Nothing is recorded but a few numbers, kept with your setup.':
    'El coach coloca sus límites entre su postura erguida y esta mala postura. Solo se guardan unos pocos números, junto con su configuración.',
  'Saving your slouch example...': 'Guardando su ejemplo...',
  Skip: 'Omitir',
  'Got it: the coach now knows your slouch. Each line sits between how you sat at calibration and this moment, so a slouch like this one is flagged.':
    'Entendido: el coach ya conoce su mala postura. Cada límite está entre su postura al calibrar y este momento, así que una postura como esta se señala.',
  "Got it, though this moment is close to how you sat at calibration: the coach flags a slouch as deep as this one, but may miss a milder one. For a surer line, recalibrate sitting still, then press 'I'm slouching now' in your usual slouch.":
    'Entendido, aunque este momento se parece mucho a su postura al calibrar: el coach señala una postura tan encorvada como esta, pero puede no detectar una más leve. Para un límite más seguro, recalibre sentado sin moverse y pulse «Ahora estoy encorvado» en su mala postura habitual.',
  'Thank you, though the slouch you showed is close to how you sat at calibration: the coach flags a slouch as deep as it, but may miss a milder one. For a surer line, recalibrate sitting still and show your usual slouch again.':
    'Gracias, aunque la postura que ha mostrado se parece mucho a su postura al calibrar: el coach señala una postura tan encorvada como ella, pero puede no detectar una más leve. Para un límite más seguro, recalibre sentado sin moverse y muestre de nuevo su mala postura habitual.',
  'Got it, though this moment is only a little past how you sat at calibration: the coach flags a slouch as deep as this one, but not a milder one.':
    'Entendido, aunque este momento se aparta solo un poco de su postura al calibrar: el coach señala una postura tan encorvada como esta, pero no una más leve.',
  'Thank you, though the slouch you showed is only a little past how you sat at calibration: the coach flags a slouch as deep as it, but not a milder one.':
    'Gracias, aunque la postura que ha mostrado se aparta solo un poco de su postura al calibrar: el coach señala una postura tan encorvada como ella, pero no una más leve.',
  'Thank you: the coach now knows your slouch. Each line sits between how you sat at calibration and the slouch you showed, so a slouch like it is flagged.':
    'Gracias: el coach ya conoce su mala postura. Cada límite está entre su postura al calibrar y la que ha mostrado, así que una postura parecida se señala.',
  'The coach could not see you well enough just now to learn your slouch. Sit in view and try again.':
    'El coach no le veía lo bastante bien en este momento para aprender su postura. Colóquese delante de la cámara y vuelva a intentarlo.',
  "This moment looks like how you sat at calibration, so the coach's lines stay as they were. If you are slouching, stay like this a few seconds and press 'I'm slouching now' again.":
    'Este momento se parece a su postura al calibrar, así que los límites del coach no cambian. Si está encorvado, quédese así unos segundos y pulse de nuevo «Ahora estoy encorvado».',
  "The slouch you showed looks like how you sat at calibration, so the coach keeps its usual lines. Whenever it misses a slouch, press 'I'm slouching now'.":
    'La postura que ha mostrado se parece a su postura al calibrar, así que el coach mantiene sus límites habituales. Cuando no detecte una mala postura, pulse «Ahora estoy encorvado».',
  "You moved about while the coach calibrated, so this moment is still within how you sat then and the coach's lines stay as they were. Recalibrate sitting still, then press 'I'm slouching now' when you slouch.":
    'Se movió mientras el coach calibraba, así que este momento sigue dentro de su postura de entonces y los límites del coach no cambian. Recalibre sentado sin moverse y pulse «Ahora estoy encorvado» cuando se encorve.',
  'You moved about while the coach calibrated, so the slouch you showed is within how you sat then and the coach keeps its usual lines. Recalibrate sitting still to teach it your slouch.':
    'Se movió mientras el coach calibraba, así que la postura que mostró está dentro de su postura de entonces y el coach mantiene sus límites habituales. Recalibre sentado sin moverse para enseñarle su mala postura.',
  'The coach already flags this moment as a slouch, so its lines stay as they were.':
    'El coach ya marca este momento como una mala postura, así que sus límites siguen como estaban.',
  "The coach already flags the slouch you showed, so it keeps its usual lines. Whenever it misses a slouch, press 'I'm slouching now'.":
    'El coach ya marca la postura que ha mostrado, así que mantiene sus límites habituales. Cuando no detecte una mala postura, pulse «Ahora estoy encorvado».',
  'Undone: the coach judges by its usual lines again.':
    'Deshecho: el coach vuelve a juzgar con sus límites habituales.',
  'Check my calibration': 'Comprobar mi calibración',
  'Head height': 'Altura de la cabeza',
  'Ears above the shoulders': 'Orejas sobre los hombros',
  'Neck between the shoulders': 'Cuello entre los hombros',
  'Neck stretched forward': 'Cuello estirado hacia delante',
  'Distance to the screen': 'Distancia a la pantalla',
  'usual line': 'límite habitual',
  'placed by your slouch': 'fijado según su postura',
  'off for you': 'desactivado para usted',
  'not seen just now': 'no visible ahora',
  '{pct} % of the way to the line ({source})': '{pct} % del camino hasta el límite ({source})',
  'Each bar shows how far you are now from the line where the coach flags that part of your posture: 100 % is at the line.':
    'Cada barra muestra a qué distancia está ahora del límite a partir del cual el coach señala esa parte de su postura: 100 % es el límite.',
  'Over the camera, the solid light-blue lines are where your head was at calibration, and each dashed yellow line is where that part of your posture is flagged.':
    'Sobre la imagen de la cámara, las líneas celestes continuas muestran dónde estaba su cabeza al calibrar, y cada línea amarilla discontinua, a partir de dónde se señala esa parte de su postura.',
};
