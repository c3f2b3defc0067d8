// French for the monitoring screen's settings panel and its saved setups (fr-monitor.ts holds the
// rest of the screen).
export const FR_MONITOR_SETTINGS: Readonly<Record<string, string>> = {
  // Settings panel
  Settings: 'Réglages',
  Sensitivity: 'Sensibilité',
  'Alert frequency': 'Intervalle des alertes',
  'Alert me after': 'M’alerter après',
  'An alert comes only when poor posture has lasted this long (a break of up to 1 second does not count), so a glance at the keyboard never alerts. 0 alerts at once.':
    'Une alerte ne vient que si la mauvaise posture a duré aussi longtemps (une interruption d’une seconde au plus ne compte pas) : un coup d’œil au clavier ne déclenche donc jamais d’alerte. 0 alerte immédiatement.',
  'Forward head angle (CVA) threshold': 'Seuil de l’angle de la tête en avant (CVA)',
  'Works over its whole range: your head-neck angle may fall from its calibrated value down to this threshold (at least 5° of room), so a higher value flags forward head sooner. Measured on a real seated recording, every step from 40° to 60° changes the forward-head score.':
    'Agit sur toute sa plage : l’angle entre votre tête et votre cou peut descendre de sa valeur calibrée jusqu’à ce seuil (au moins 5° de marge), une valeur plus élevée signale donc plus tôt une tête en avant. Mesuré sur un véritable enregistrement en position assise, chaque cran de 40° à 60° modifie le score de la tête en avant.',
  'Head translation threshold': 'Seuil du déplacement de la tête',
  'Smoothing factor': 'Facteur de lissage',
  'Audio alerts': 'Alertes sonores',
  'Browser notifications': 'Notifications du navigateur',
  'Notifications are blocked or unsupported in this browser; alerts stay on the page.':
    'Les notifications sont bloquées ou non prises en charge par ce navigateur ; les alertes restent sur la page.',
  'Pause while my screen is locked': 'Mettre en pause quand mon écran est verrouillé',
  'Alert style': 'Style des alertes',
  'Toast and sound': 'Message et son',
  'Toast only': 'Message seul',
  'Gentle, then louder': 'Doux, puis plus fort',
  Quiet: 'Discret',
  'Quiet shows no toast, sound or notification: only the floating widget and the tab title show the issue. Gentle, then louder turns the score, the widget and the tab title amber while the status shows a problem, and brings the toast and sound only if it lasts.':
    'Discret n’affiche ni message, ni son, ni notification : seuls le widget flottant et le titre de l’onglet signalent le problème. Doux, puis plus fort colore en ambre le score, le widget et le titre de l’onglet tant que l’état signale un problème, et n’ajoute le message et le son que s’il dure.',
  'Pose model': 'Modèle de pose',
  'Auto (full, checked less often if it is too slow)':
    'Automatique (Full, vérifié moins souvent s’il est trop lent)',
  'Full (more accurate)': 'Full (plus précis)',
  'Lite (faster)': 'Lite (plus rapide)',
  'System follows the light or dark setting of your device.':
    'Système suit le réglage clair ou sombre de votre appareil.',
  'Break reminder': 'Rappel de pause',
  Off: 'Désactivé',
  '{n} min': '{n} min',
  'After this much tracked time without a break, a reminder says it is time to stand up. Away from the camera for a minute or more counts as a break and starts the time again.':
    'Après ce temps de suivi sans pause, un rappel vous invite à vous lever. S’éloigner de la caméra une minute ou plus compte comme une pause et remet le temps à zéro.',
  'Low-power mode': 'Mode économie d’énergie',
  Auto: 'Automatique',
  'Auto checks your posture twice a second instead of ten times while it has been good and steady for 30 seconds, and goes back to full speed as soon as you move or slouch.':
    'Automatique vérifie votre posture deux fois par seconde au lieu de dix tant qu’elle est bonne et stable depuis 30 secondes, et revient à pleine vitesse dès que vous bougez ou vous avachissez.',
  'Low power on battery': 'Économie d’énergie sur batterie',
  'While your laptop runs on battery (where the browser tells), posture is checked twice a second all the time.':
    'Tant que votre ordinateur portable fonctionne sur batterie (si le navigateur l’indique), la posture est vérifiée deux fois par seconde en permanence.',

  // Setups
  Setup: 'Configuration',
  'Pick automatically': 'Choisir automatiquement',
  'Rename {name}': 'Renommer {name}',
  'New name for “{name}”': 'Nouveau nom pour « {name} »',
  'Save name': 'Enregistrer le nom',
  'No saved setups yet: after a calibration, save it by name.':
    'Aucune configuration enregistrée : après un calibrage, enregistrez-le sous un nom.',
  'Automatically, each Start uses the saved setup that fits where you sit, or calibrates.':
    'En automatique, chaque démarrage utilise la configuration enregistrée qui correspond à votre place, ou lance un calibrage.',
  'Saved setups': 'Configurations enregistrées',
  'Delete {name}': 'Supprimer {name}',
  'Using your “{name}” setup.': 'Votre configuration « {name} » est utilisée.',
  'Saved as “{name}”. When you start here again, the coach picks it without calibrating.':
    'Enregistrée sous « {name} ». Quand vous démarrerez de nouveau ici, le coach la choisira sans calibrage.',
  'Save this setup': 'Enregistrer cette configuration',
  'Save this calibration by name (‘Desk’, ‘Laptop’): next time you start at this place, the coach recognises it and skips the 10 s calibration.':
    'Enregistrez ce calibrage sous un nom (« Bureau », « Portable ») : la prochaine fois que vous démarrerez à cet endroit, le coach le reconnaîtra et sautera le calibrage de 10 s.',
  'Setup name': 'Nom de la configuration',
  'Recalibrate instead': 'Recalibrer plutôt',
  'Your setups are saved on this device; they will reach your account when the server can be reached.':
    'Vos configurations sont enregistrées sur cet appareil ; elles rejoindront votre compte dès que le serveur sera joignable.',
  '“{name}” could not be saved to your account ({reason}); it is kept on this device.':
    'Impossible d’enregistrer « {name} » dans votre compte ({reason}) ; elle est conservée sur cet appareil.',
  '{reason}. Your setups are kept on this device.':
    '{reason}. Vos configurations sont conservées sur cet appareil.',
  'Give the setup a name of 1 to {max} characters.':
    'Donnez à la configuration un nom de 1 à {max} caractères.',
  'You already have a setup named “{name}”.': 'Vous avez déjà une configuration nommée « {name} ».',
  'You can keep at most {max} setups; delete one first.':
    'Vous pouvez garder au plus {max} configurations ; supprimez-en d’abord une.',
  'Looking-down reminder': 'Rappel quand vous regardez vers le bas',
  'Looking down at the keyboard, notes or a phone, with your shoulders where they were, is not counted as a slouch. If it lasts this long, a reminder says so.':
    'Regarder le clavier, des notes ou un téléphone, les épaules à leur place, ne compte pas comme une mauvaise posture. Si cela dure aussi longtemps, un rappel vous le dit.',
};
