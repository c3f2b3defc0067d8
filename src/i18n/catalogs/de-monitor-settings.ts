// German for the monitoring screen's settings panel and its saved setups (de-monitor.ts holds the
// rest of the screen).
export const DE_MONITOR_SETTINGS: Readonly<Record<string, string>> = {
  // Settings panel
  Settings: 'Einstellungen',
  Sensitivity: 'Empfindlichkeit',
  'Alert frequency': 'Hinweisabstand',
  'Alert me after': 'Hinweis nach',
  'An alert comes only when poor posture has lasted this long (a break of up to 1 second does not count), so a glance at the keyboard never alerts. 0 alerts at once.':
    'Ein Hinweis kommt erst, wenn die schlechte Haltung so lange angedauert hat (eine Unterbrechung bis zu 1 Sekunde zählt nicht), ein Blick auf die Tastatur löst also nie einen aus. 0 weist sofort hin.',
  'Forward head angle (CVA) threshold': 'Schwelle für den Kopfwinkel nach vorn (CVA)',
  'Works over its whole range: your head-neck angle may fall from its calibrated value down to this threshold (at least 5° of room), so a higher value flags forward head sooner. Measured on a real seated recording, every step from 40° to 60° changes the forward-head score.':
    'Wirkt über den ganzen Bereich: Ihr Kopf-Hals-Winkel darf vom kalibrierten Wert bis zu dieser Schwelle sinken (mindestens 5° Spielraum), ein höherer Wert meldet einen vorgeschobenen Kopf also früher. An einer echten Aufnahme im Sitzen gemessen, ändert jeder Schritt von 40° bis 60° den Wert für den vorgeschobenen Kopf.',
  'Head translation threshold': 'Schwelle für die Kopfverschiebung',
  'Smoothing factor': 'Glättungsfaktor',
  'Audio alerts': 'Hinweistöne',
  'Browser notifications': 'Browser-Benachrichtigungen',
  'Notifications are blocked or unsupported in this browser; alerts stay on the page.':
    'Benachrichtigungen sind in diesem Browser blockiert oder nicht verfügbar; Hinweise bleiben auf der Seite.',
  'Pause while my screen is locked': 'Pausieren, solange mein Bildschirm gesperrt ist',
  'Alert style': 'Art der Hinweise',
  'Toast and sound': 'Einblendung und Ton',
  'Toast only': 'Nur Einblendung',
  'Gentle, then louder': 'Sanft, dann lauter',
  Quiet: 'Still',
  'Quiet shows no toast, sound or notification: only the floating widget and the tab title show the issue. Gentle, then louder turns the score, the widget and the tab title amber while the status shows a problem, and brings the toast and sound only if it lasts.':
    'Still zeigt keine Einblendung, keinen Ton und keine Benachrichtigung: Nur das schwebende Widget und der Tab-Titel zeigen das Problem. Sanft, dann lauter färbt den Wert, das Widget und den Tab-Titel bernsteinfarben, solange der Status ein Problem zeigt, und bringt Einblendung und Ton erst, wenn es anhält.',
  'Pose model': 'Posenmodell',
  'Auto (full, checked less often if it is too slow)':
    'Automatisch (Full, seltener geprüft, wenn es zu langsam ist)',
  'Full (more accurate)': 'Full (genauer)',
  'Lite (faster)': 'Lite (schneller)',
  'System follows the light or dark setting of your device.':
    'System folgt der hellen oder dunklen Einstellung Ihres Geräts.',
  'Break reminder': 'Pausenerinnerung',
  Off: 'Aus',
  '{n} min': '{n} Min.',
  'After this much tracked time without a break, a reminder says it is time to stand up. Away from the camera for a minute or more counts as a break and starts the time again.':
    'Nach so viel erfasster Zeit ohne Pause erinnert Sie ein Hinweis daran, aufzustehen. Eine Minute oder länger außerhalb des Kamerabilds zählt als Pause und startet die Zeit neu.',
  'Low-power mode': 'Energiesparmodus',
  Auto: 'Automatisch',
  'Auto checks your posture twice a second instead of ten times while it has been good and steady for 30 seconds, and goes back to full speed as soon as you move or slouch.':
    'Automatisch prüft Ihre Haltung zweimal statt zehnmal pro Sekunde, solange sie 30 Sekunden lang gut und ruhig war, und kehrt zur vollen Geschwindigkeit zurück, sobald Sie sich bewegen oder zusammensinken.',
  'Low power on battery': 'Energiesparen im Akkubetrieb',
  'While your laptop runs on battery (where the browser tells), posture is checked twice a second all the time.':
    'Solange Ihr Laptop im Akkubetrieb läuft (sofern der Browser es meldet), wird die Haltung ständig zweimal pro Sekunde geprüft.',

  // Setups
  Setup: 'Setup',
  'Pick automatically': 'Automatisch wählen',
  'Rename {name}': '{name} umbenennen',
  'New name for “{name}”': 'Neuer Name für „{name}“',
  'Save name': 'Namen speichern',
  'No saved setups yet: after a calibration, save it by name.':
    'Noch keine gespeicherten Setups: Speichern Sie eine Kalibrierung unter einem Namen.',
  'Automatically, each Start uses the saved setup that fits where you sit, or calibrates.':
    'Automatisch nutzt jeder Start das gespeicherte Setup, das zu Ihrem Platz passt, oder kalibriert neu.',
  'Saved setups': 'Gespeicherte Setups',
  'Delete {name}': '{name} löschen',
  'Using your “{name}” setup.': 'Ihr Setup „{name}“ wird verwendet.',
  'Saved as “{name}”. When you start here again, the coach picks it without calibrating.':
    'Als „{name}“ gespeichert. Wenn Sie hier wieder starten, wählt der Coach es ohne Kalibrierung.',
  'Save this setup': 'Dieses Setup speichern',
  'Save this calibration by name (‘Desk’, ‘Laptop’): next time you start at this place, the coach recognises it and skips the 10 s calibration.':
    'Speichern Sie diese Kalibrierung unter einem Namen (‚Schreibtisch‘, ‚Laptop‘): Wenn Sie das nächste Mal hier starten, erkennt der Coach den Platz und überspringt die 10-s-Kalibrierung.',
  'Setup name': 'Name des Setups',
  'Recalibrate instead': 'Stattdessen neu kalibrieren',
  'Your setups are saved on this device; they will reach your account when the server can be reached.':
    'Ihre Setups sind auf diesem Gerät gespeichert; sie gelangen in Ihr Konto, sobald der Server erreichbar ist.',
  '“{name}” could not be saved to your account ({reason}); it is kept on this device.':
    '„{name}“ konnte nicht in Ihrem Konto gespeichert werden ({reason}); es bleibt auf diesem Gerät.',
  '{reason}. Your setups are kept on this device.':
    '{reason}. Ihre Setups bleiben auf diesem Gerät.',
  'Give the setup a name of 1 to {max} characters.':
    'Geben Sie dem Setup einen Namen mit 1 bis {max} Zeichen.',
  'You already have a setup named “{name}”.': 'Sie haben bereits ein Setup namens „{name}“.',
  'You can keep at most {max} setups; delete one first.':
    'Sie können höchstens {max} Setups behalten; löschen Sie zuerst eines.',
  'Looking-down reminder': 'Erinnerung beim Nach-unten-Schauen',
  'Looking down at the keyboard, notes or a phone, with your shoulders where they were, is not counted as a slouch. If it lasts this long, a reminder says so.':
    'Wenn Sie auf die Tastatur, Notizen oder ein Telefon schauen und Ihre Schultern bleiben, wo sie waren, zählt das nicht als schlechte Haltung. Dauert es so lange, erinnert Sie eine Meldung daran.',
};
