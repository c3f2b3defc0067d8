// German for the landing page and the privacy notice (part of DE_PAGES, ./de-pages.ts). The
// notice keeps the English one's sections, lists and sentences one for one.
export const DE_PAGES_LANDING: Readonly<Record<string, string>> = {
  // Landing page.
  'On-device posture coaching · no video leaves your computer':
    'Haltungscoaching auf Ihrem Gerät · kein Video verlässt Ihren Computer',
  'Sit smarter, work harder': 'Besser sitzen, besser arbeiten',
  'Your webcam and an on-device pose model watch your posture, nudge you when you slouch, and track your progress over time.':
    'Ihre Webcam und ein Posenmodell auf Ihrem Gerät achten auf Ihre Haltung, erinnern Sie, wenn Sie krumm sitzen, und zeigen Ihre Fortschritte über die Zeit.',
  'Try It Now': 'Jetzt ausprobieren',
  'How it works': 'So funktioniert es',
  'Three steps, no setup beyond a camera.': 'Drei Schritte, nur eine Kamera nötig.',
  Track: 'Erfassen',
  'Turn on your camera. Pose detection runs on your own device, so no video ever leaves it.':
    'Schalten Sie Ihre Kamera ein. Die Posenerkennung läuft auf Ihrem eigenen Gerät, kein Video verlässt es jemals.',
  'Get nudges': 'Hinweise erhalten',
  'Calibrate once, then get a gentle toast, tone or notification when you start to slouch.':
    'Einmal kalibrieren, dann erhalten Sie einen sanften Hinweis, einen Ton oder eine Benachrichtigung, sobald Sie krumm sitzen.',
  Improve: 'Verbessern',
  'Watch your posture score, streak and activity calendar grow, one session at a time.':
    'Sehen Sie zu, wie Haltungswert, Serie und Aktivitätskalender wachsen, Sitzung für Sitzung.',
  'Premium Analytics': 'Premium-Analysen',
  'Coming soon': 'Demnächst',
  'Deeper insight into when and how your posture changes.':
    'Tiefere Einblicke, wann und wie sich Ihre Haltung verändert.',
  'Upgrade to Premium': 'Auf Premium upgraden',
  'Time-of-day heatmap': 'Heatmap nach Tageszeit',
  'See the hours when your posture slips the most.':
    'Sehen Sie, zu welchen Stunden Ihre Haltung am stärksten nachlässt.',
  'Weekly report': 'Wochenbericht',
  'A short summary of your week, every week.': 'Jede Woche eine kurze Zusammenfassung Ihrer Woche.',
  'Recovery time insights': 'Einblicke in die Erholungszeit',
  'Learn how quickly you bounce back after a slouch.':
    'Erfahren Sie, wie schnell Sie nach krummem Sitzen wieder aufrecht sitzen.',
  FAQs: 'Häufige Fragen',
  'When does a session count?': 'Wann zählt eine Sitzung?',
  'A session counts toward your stats and streak once it has run for at least 1 minute.':
    'Eine Sitzung zählt für Ihre Statistiken und Ihre Serie, sobald sie mindestens 1 Minute gelaufen ist.',
  'Do I need an account?': 'Brauche ich ein Konto?',
  'You can try the monitor without one, but sessions are recorded only when you are signed in to an account.':
    'Sie können den Monitor ohne Konto ausprobieren, aber Sitzungen werden nur aufgezeichnet, wenn Sie bei einem Konto angemeldet sind.',
  'What access does it need?': 'Welche Zugriffe werden benötigt?',
  'Camera access only. The microphone is never needed or requested.':
    'Nur Zugriff auf die Kamera. Das Mikrofon wird nie benötigt oder angefragt.',
  'Is my video uploaded or stored?': 'Wird mein Video hochgeladen oder gespeichert?',
  'No. Detection runs on your own device and no video is uploaded. Raw video, images, audio, keystrokes and screen contents are never stored.':
    'Nein. Die Erkennung läuft auf Ihrem eigenen Gerät, und es wird kein Video hochgeladen. Rohvideo, Bilder, Ton, Tastatureingaben und Bildschirminhalte werden nie gespeichert.',
  'Which browsers are supported?': 'Welche Browser werden unterstützt?',
  'Modern desktop browsers (Chrome, Edge, Firefox and Safari). Mobile support is limited.':
    'Aktuelle Desktop-Browser (Chrome, Edge, Firefox und Safari). Mobilgeräte werden nur eingeschränkt unterstützt.',
  'Can I stand instead of sit?': 'Kann ich auch stehen statt sitzen?',
  'Yes, sitting or standing both work. Just stay with one for the whole session, because the baseline is calibrated for your position.':
    'Ja, Sitzen und Stehen funktionieren beide. Bleiben Sie nur die ganze Sitzung lang bei einem davon, denn die Ausgangshaltung wird für Ihre Position kalibriert.',
  'How much does it cost?': 'Was kostet es?',
  'It is free right now. A Premium plan with deeper analytics is coming soon.':
    'Derzeit ist es kostenlos. Ein Premium-Tarif mit tieferen Analysen folgt in Kürze.',
  'Can I get a refund on Premium?': 'Kann ich mir Premium erstatten lassen?',
  'Yes. Premium will come with a 14-day refund window, no questions asked.':
    'Ja. Für Premium wird eine Erstattungsfrist von 14 Tagen gelten, ohne Angabe von Gründen.',
  'Who can see my stats?': 'Wer kann meine Statistiken sehen?',
  'Your stats are anonymised. They show how long you tracked and how your posture went, never what you looked like.':
    'Ihre Statistiken sind anonymisiert. Sie zeigen, wie lange Sie erfasst wurden und wie Ihre Haltung war, nie, wie Sie aussahen.',
  'I did not get the verification or reset e-mail.':
    'Ich habe die E-Mail zur Bestätigung oder zum Zurücksetzen nicht erhalten.',
  'Verification and password-reset e-mails sometimes land in spam or junk. Check there first, then request a new link.':
    'E-Mails zur Bestätigung und zum Zurücksetzen des Passworts landen manchmal im Spam- oder Junk-Ordner. Sehen Sie zuerst dort nach, und fordern Sie dann einen neuen Link an.',
  'Privacy & Security': 'Datenschutz & Sicherheit',
  'Detection runs on your device. We never store video, images, audio, keystrokes or screen contents.':
    'Die Erkennung läuft auf Ihrem Gerät. Wir speichern niemals Videos, Bilder, Ton, Tastatureingaben oder Bildschirminhalte.',
  'Read our privacy notice →': 'Unsere Datenschutzhinweise lesen →',
  '© 2025 Posture Coach. Sit smarter, work harder.':
    '© 2025 Posture Coach. Besser sitzen, besser arbeiten.',
  Footer: 'Fußzeile',
  Privacy: 'Datenschutz',
  // Privacy notice (src/routes/privacy-content.tsx).
  'Privacy Notice': 'Datenschutzhinweise',
  'Last updated {date}': 'Zuletzt aktualisiert am {date}',
  'Back to sign-up': 'Zurück zur Registrierung',
  'What we process': 'Was wir verarbeiten',
  'To coach your posture we process, on your own device, the camera image frame by frame and the body landmarks a pose model finds in it. Only derived numbers leave the device, and only when you are signed in:':
    'Um Ihre Haltung zu coachen, verarbeiten wir auf Ihrem eigenen Gerät das Kamerabild Bild für Bild sowie die Körperpunkte, die ein Posenmodell darin findet. Nur daraus abgeleitete Zahlen verlassen das Gerät, und nur, wenn Sie angemeldet sind:',
  'Account details: name, e-mail address, and how you sign in (password or Google).':
    'Kontodaten: Name, E-Mail-Adresse und wie Sie sich anmelden (Passwort oder Google).',
  'Session records: start and end times, posture scores, alert counts, time in good and poor posture, and your time zone.':
    'Sitzungsdaten: Start- und Endzeiten, Haltungswerte, Anzahl der Hinweise, Zeit in guter und in schlechter Haltung sowie Ihre Zeitzone.',
  "Feedback you choose to send, with your browser's user agent.":
    'Feedback, das Sie uns senden, zusammen mit dem User-Agent Ihres Browsers.',
  'Saved setups: the calibrations you save by name, as numbers only (your face width, head and chest positions, and shoulder and ear heights in the camera frame). They are kept in this browser and, when you are signed in, uploaded to your account.':
    'Gespeicherte Setups: die Kalibrierungen, die Sie unter einem Namen speichern, nur als Zahlen (Ihre Gesichtsbreite, Kopf- und Brustposition sowie Schulter- und Ohrhöhe im Kamerabild). Sie werden in diesem Browser aufbewahrt und, wenn Sie angemeldet sind, in Ihr Konto hochgeladen.',
  "Your slouch example, if you show one ('Show me your slouch' after calibrating, or 'I'm slouching now'): how far your head height, neck and shoulders moved from your calibration while you slouched, as numbers only. It is kept with the saved setup, in this browser and, when you are signed in, in your account; Undo removes it.":
    'Ihr Beispiel für schlechte Haltung, wenn Sie eines zeigen („Zeigen Sie mir Ihre schlechte Haltung“ nach dem Kalibrieren oder „Ich sitze gerade krumm“): wie weit sich Kopfhöhe, Hals und Schultern gegenüber Ihrer Kalibrierung verändert haben, nur als Zahlen. Es wird mit dem gespeicherten Setup aufbewahrt, in diesem Browser und, wenn Sie angemeldet sind, in Ihrem Konto; „Rückgängig“ entfernt es.',
  'What we never store': 'Was wir niemals speichern',
  'Raw video or images from your camera.': 'Rohvideo oder Bilder Ihrer Kamera.',
  'Audio: the microphone is never requested.': 'Ton: Das Mikrofon wird nie angefragt.',
  'Keystrokes.': 'Tastatureingaben.',
  'Screen contents.': 'Bildschirminhalte.',
  'Purposes and legal basis': 'Zwecke und Rechtsgrundlagen',
  'Contract necessity: running your account, recording sessions and showing your stats and streaks.':
    'Vertragserfüllung: Führen Ihres Kontos, Aufzeichnen von Sitzungen und Anzeigen Ihrer Statistiken und Serien.',
  'Legitimate interests: keeping the service secure, preventing abuse and fixing faults.':
    'Berechtigte Interessen: Sicherheit des Dienstes, Verhindern von Missbrauch und Beheben von Fehlern.',
  'Consent: optional, first-party usage analytics, only if you switch them on.':
    'Einwilligung: optionale, eigene Nutzungsanalysen, nur wenn Sie diese einschalten.',
  'Opting out of analytics': 'Analysen abschalten',
  'Analytics are off by default. If you turn them on in your Account page, they record only sign-ups (with the method), daily use and streak days. Switch them off there at any time; nothing more is sent from that moment.':
    'Analysen sind standardmäßig ausgeschaltet. Wenn Sie sie auf Ihrer Kontoseite einschalten, erfassen sie nur Registrierungen (mit der Methode), die tägliche Nutzung und Serientage. Sie können sie dort jederzeit ausschalten; ab diesem Moment wird nichts mehr gesendet.',
  Retention: 'Speicherdauer',
  'We keep your account and session records while your account exists. Deleting your account removes them. Sign-in tokens expire after 30 days; e-mail links expire after 1 hour (password reset) or 24 hours (verification).':
    'Wir bewahren Ihr Konto und Ihre Sitzungsdaten auf, solange Ihr Konto besteht. Wenn Sie Ihr Konto löschen, werden sie entfernt. Anmelde-Tokens laufen nach 30 Tagen ab; E-Mail-Links laufen nach 1 Stunde (Passwort zurücksetzen) oder 24 Stunden (Bestätigung) ab.',
  "Saved setups: in your account until you delete them or the account; in this browser's local storage until you delete them or clear this site's data.":
    'Gespeicherte Setups: in Ihrem Konto, bis Sie sie oder das Konto löschen; im lokalen Speicher dieses Browsers, bis Sie sie löschen oder die Daten dieser Website entfernen.',
  "On this device only: the browser remembers which way of running the pose model (WebGPU, WebGL or WebAssembly) was fastest here, so the next start is quicker. It is kept in the pose worker's IndexedDB for one week at most, forgotten sooner if that way stops working, and never leaves the device.":
    'Nur auf diesem Gerät: Der Browser merkt sich, auf welche Weise (WebGPU, WebGL oder WebAssembly) das Posenmodell hier am schnellsten lief, damit der nächste Start schneller geht. Dies wird höchstens eine Woche lang in der IndexedDB des Pose-Workers aufbewahrt, früher vergessen, wenn diese Weise nicht mehr funktioniert, und verlässt das Gerät nie.',
  'Each sign-in keeps the browser it came from (its user agent) and when it was last used, so the account page can list where you are signed in. Both are deleted within an hour of that sign-in ending: when you sign out, end it from the account page, or 30 days after it began.':
    'Zu jeder Anmeldung werden der Browser, von dem sie stammt (sein User-Agent), und der Zeitpunkt ihrer letzten Nutzung gespeichert, damit die Kontoseite anzeigen kann, wo Sie angemeldet sind. Beides wird innerhalb einer Stunde nach dem Ende dieser Anmeldung gelöscht: wenn Sie sich abmelden, wenn Sie sie auf der Kontoseite beenden oder 30 Tage nach ihrem Beginn.',
  'E-mails we send are kept for 3 days, without their links, then deleted. Opt-in analytics events are deleted after 400 days.':
    'Von uns gesendete E-Mails werden 3 Tage lang ohne ihre Links aufbewahrt und dann gelöscht. Ereignisse der freiwilligen Analysen werden nach 400 Tagen gelöscht.',
  Security: 'Sicherheit',
  'Passwords are stored only as strong one-way hashes (argon2id). All traffic is encrypted in transit, sign-in tokens are short-lived and rotated, and pose detection runs entirely in your browser.':
    'Passwörter werden nur als starke Einweg-Hashes (argon2id) gespeichert. Der gesamte Datenverkehr wird bei der Übertragung verschlüsselt, Anmelde-Tokens sind kurzlebig und werden regelmäßig erneuert, und die Posenerkennung läuft vollständig in Ihrem Browser.',
  'Your rights': 'Ihre Rechte',
  'Export: download all your data as JSON from the Account page.':
    'Export: Laden Sie alle Ihre Daten auf der Kontoseite als JSON herunter.',
  'Deletion: delete your account and all its data from the Account page.':
    'Löschung: Löschen Sie Ihr Konto und alle zugehörigen Daten auf der Kontoseite.',
  'Opt-out: switch analytics off at any time.': 'Widerspruch: Schalten Sie Analysen jederzeit aus.',
  'Update: correct your name with Edit Profile, or change your password.':
    'Berichtigung: Korrigieren Sie Ihren Namen unter „Profil bearbeiten“, oder ändern Sie Ihr Passwort.',
  'Service providers': 'Dienstleister',
  'We use an e-mail delivery provider to send verification and password-reset e-mails, and Google only if you choose to sign in with Google. Our hosting provider stores the account database. None of them receive camera data.':
    'Wir nutzen einen E-Mail-Versanddienst, um E-Mails zur Bestätigung und zum Zurücksetzen des Passworts zu senden, und Google nur, wenn Sie sich für die Anmeldung mit Google entscheiden. Unser Hosting-Anbieter speichert die Kontodatenbank. Keiner von ihnen erhält Kameradaten.',
  Children: 'Kinder',
  'The service is not directed at children under 13, and we do not knowingly collect data from them. If you believe a child under 13 has an account, contact us and we will delete it.':
    'Der Dienst richtet sich nicht an Kinder unter 13 Jahren, und wir erheben wissentlich keine Daten von ihnen. Wenn Sie glauben, dass ein Kind unter 13 Jahren ein Konto hat, kontaktieren Sie uns, und wir löschen es.',
  'Changes to this notice': 'Änderungen dieser Hinweise',
  'When we change this notice we update the date at the top, and for significant changes we let signed-in users know in the app.':
    'Wenn wir diese Hinweise ändern, aktualisieren wir das Datum oben, und über wesentliche Änderungen informieren wir angemeldete Nutzer in der App.',
  Contact: 'Kontakt',
  'Questions or requests:': 'Fragen oder Anliegen:',
  'Ready to start?': 'Bereit loszulegen?',
  'Create an account': 'Erstellen Sie ein Konto',
};
