// French for the landing page and the privacy notice (part of FR_PAGES, ./fr-pages.ts). The
// notice keeps the English one's sections, lists and sentences one for one.
export const FR_PAGES_LANDING: Readonly<Record<string, string>> = {
  // Landing page.
  'On-device posture coaching · no video leaves your computer':
    'Coaching de posture sur votre appareil · aucune vidéo ne quitte votre ordinateur',
  'Sit smarter, work harder': 'Mieux s’asseoir, mieux travailler',
  'Your webcam and an on-device pose model watch your posture, nudge you when you slouch, and track your progress over time.':
    'Votre webcam et un modèle de pose exécuté sur votre appareil surveillent votre posture, vous préviennent quand vous vous avachissez et suivent vos progrès dans le temps.',
  'Try It Now': 'Essayer maintenant',
  'How it works': 'Comment ça marche',
  'Three steps, no setup beyond a camera.': 'Trois étapes, il suffit d’une caméra.',
  Track: 'Suivre',
  'Turn on your camera. Pose detection runs on your own device, so no video ever leaves it.':
    'Allumez votre caméra. La détection de la pose s’exécute sur votre propre appareil : aucune vidéo ne le quitte jamais.',
  'Get nudges': 'Recevoir des rappels',
  'Calibrate once, then get a gentle toast, tone or notification when you start to slouch.':
    'Calibrez une fois, puis recevez un message discret, un son ou une notification dès que vous commencez à vous avachir.',
  Improve: 'Progresser',
  'Watch your posture score, streak and activity calendar grow, one session at a time.':
    'Regardez votre score de posture, votre série et votre calendrier d’activité progresser, session après session.',
  'Premium Analytics': 'Analyses Premium',
  'Coming soon': 'Bientôt disponible',
  'Deeper insight into when and how your posture changes.':
    'Une analyse plus fine du moment et de la manière dont votre posture change.',
  'Upgrade to Premium': 'Passer à Premium',
  'Time-of-day heatmap': 'Carte thermique selon l’heure',
  'See the hours when your posture slips the most.':
    'Voyez à quelles heures votre posture se relâche le plus.',
  'Weekly report': 'Rapport hebdomadaire',
  'A short summary of your week, every week.': 'Un court résumé de votre semaine, chaque semaine.',
  'Recovery time insights': 'Analyse du temps de récupération',
  'Learn how quickly you bounce back after a slouch.':
    'Découvrez à quelle vitesse vous vous redressez après vous être avachi.',
  FAQs: 'Questions fréquentes',
  'When does a session count?': 'Quand une session compte-t-elle ?',
  'A session counts toward your stats and streak once it has run for at least 1 minute.':
    'Une session compte pour vos statistiques et votre série dès qu’elle a duré au moins 1 minute.',
  'Do I need an account?': 'Ai-je besoin d’un compte ?',
  'You can try the monitor without one, but sessions are recorded only when you are signed in to an account.':
    'Vous pouvez essayer le suivi sans compte, mais les sessions ne sont enregistrées que lorsque vous êtes connecté à un compte.',
  'What access does it need?': 'De quels accès a-t-il besoin ?',
  'Camera access only. The microphone is never needed or requested.':
    'Uniquement de l’accès à la caméra. Le micro n’est jamais nécessaire ni demandé.',
  'Is my video uploaded or stored?': 'Ma vidéo est-elle envoyée ou enregistrée ?',
  'No. Detection runs on your own device and no video is uploaded. Raw video, images, audio, keystrokes and screen contents are never stored.':
    'Non. La détection s’exécute sur votre propre appareil et aucune vidéo n’est envoyée. La vidéo brute, les images, le son, les frappes au clavier et le contenu de l’écran ne sont jamais enregistrés.',
  'Which browsers are supported?': 'Quels navigateurs sont pris en charge ?',
  'Modern desktop browsers (Chrome, Edge, Firefox and Safari). Mobile support is limited.':
    'Les navigateurs de bureau récents (Chrome, Edge, Firefox et Safari). La prise en charge mobile est limitée.',
  'Can I stand instead of sit?': 'Puis-je être debout plutôt qu’assis ?',
  'Yes, sitting or standing both work. Just stay with one for the whole session, because the baseline is calibrated for your position.':
    'Oui, assis ou debout, les deux fonctionnent. Gardez simplement la même position pendant toute la session, car la référence est calibrée pour votre position.',
  'How much does it cost?': 'Combien cela coûte-t-il ?',
  'It is free right now. A Premium plan with deeper analytics is coming soon.':
    'C’est gratuit pour l’instant. Une offre Premium avec des analyses plus poussées arrive bientôt.',
  'Can I get a refund on Premium?': 'Puis-je me faire rembourser Premium ?',
  'Yes. Premium will come with a 14-day refund window, no questions asked.':
    'Oui. Premium sera remboursable pendant 14 jours, sans justification.',
  'Who can see my stats?': 'Qui peut voir mes statistiques ?',
  'Your stats are anonymised. They show how long you tracked and how your posture went, never what you looked like.':
    'Vos statistiques sont anonymisées. Elles montrent la durée de votre suivi et l’évolution de votre posture, jamais votre apparence.',
  'I did not get the verification or reset e-mail.':
    'Je n’ai pas reçu l’e-mail de vérification ou de réinitialisation.',
  'Verification and password-reset e-mails sometimes land in spam or junk. Check there first, then request a new link.':
    'Les e-mails de vérification et de réinitialisation du mot de passe arrivent parfois dans les spams ou le courrier indésirable. Regardez-y d’abord, puis demandez un nouveau lien.',
  'Privacy & Security': 'Confidentialité et sécurité',
  'Detection runs on your device. We never store video, images, audio, keystrokes or screen contents.':
    'La détection s’exécute sur votre appareil. Nous n’enregistrons jamais de vidéo, d’images, de son, de frappes au clavier ni de contenu d’écran.',
  'Read our privacy notice →': 'Lire notre politique de confidentialité →',
  '© 2025 Posture Coach. Sit smarter, work harder.':
    '© 2025 Posture Coach. Mieux s’asseoir, mieux travailler.',
  Footer: 'Pied de page',
  Privacy: 'Confidentialité',
  // Privacy notice (src/routes/privacy-content.tsx).
  'Privacy Notice': 'Politique de confidentialité',
  'Last updated {date}': 'Dernière mise à jour le {date}',
  'Back to sign-up': 'Retour à l’inscription',
  'What we process': 'Ce que nous traitons',
  'To coach your posture we process, on your own device, the camera image frame by frame and the body landmarks a pose model finds in it. Only derived numbers leave the device, and only when you are signed in:':
    'Pour vous coacher, nous traitons sur votre propre appareil l’image de la caméra, image par image, ainsi que les points du corps qu’un modèle de pose y trouve. Seuls des chiffres qui en sont dérivés quittent l’appareil, et seulement si vous êtes connecté :',
  'Account details: name, e-mail address, and how you sign in (password or Google).':
    'Données du compte : nom, adresse e-mail et mode de connexion (mot de passe ou Google).',
  'Session records: start and end times, posture scores, alert counts, time in good and poor posture, and your time zone.':
    'Données des sessions : heures de début et de fin, scores de posture, nombre d’alertes, temps en bonne et en mauvaise posture, et votre fuseau horaire.',
  "Feedback you choose to send, with your browser's user agent.":
    'Les avis que vous choisissez d’envoyer, avec l’agent utilisateur de votre navigateur.',
  "Your slouch example, if you show one ('Show me your slouch' after calibrating, or 'I'm slouching now'): how far your head height, neck and shoulders moved from your calibration while you slouched, as numbers only. It is kept with the saved setup, in this browser and, when you are signed in, in your account; Undo removes it.":
    'Votre exemple de mauvaise posture, si vous en montrez un («\u00a0Montrez-moi votre mauvaise posture\u00a0» après le calibrage, ou «\u00a0Je suis avachi en ce moment\u00a0»)\u00a0: de combien la hauteur de votre tête, votre cou et vos épaules se sont éloignés de votre calibrage pendant cette posture, uniquement sous forme de nombres. Il est conservé avec la configuration enregistrée, dans ce navigateur et, si vous êtes connecté, dans votre compte\u00a0; «\u00a0Annuler\u00a0» le supprime.',
  'Saved setups: the calibrations you save by name, as numbers only (your face width, head and chest positions, and shoulder and ear heights in the camera frame). They are kept in this browser and, when you are signed in, uploaded to your account.':
    'Configurations enregistrées : les calibrages que vous enregistrez sous un nom, uniquement sous forme de chiffres (largeur de votre visage, position de la tête et de la poitrine, hauteur des épaules et des oreilles dans l’image). Elles sont conservées dans ce navigateur et, si vous êtes connecté, envoyées vers votre compte.',
  'What we never store': 'Ce que nous n’enregistrons jamais',
  'Raw video or images from your camera.': 'La vidéo brute ou les images de votre caméra.',
  'Audio: the microphone is never requested.': 'Le son : le micro n’est jamais demandé.',
  'Keystrokes.': 'Les frappes au clavier.',
  'Screen contents.': 'Le contenu de l’écran.',
  'Purposes and legal basis': 'Finalités et bases légales',
  'Contract necessity: running your account, recording sessions and showing your stats and streaks.':
    'Exécution du contrat : gestion de votre compte, enregistrement des sessions et affichage de vos statistiques et séries.',
  'Legitimate interests: keeping the service secure, preventing abuse and fixing faults.':
    'Intérêts légitimes : sécurité du service, prévention des abus et correction des erreurs.',
  'Consent: optional, first-party usage analytics, only if you switch them on.':
    'Consentement : statistiques d’utilisation internes et facultatives, uniquement si vous les activez.',
  'Opting out of analytics': 'Désactiver les statistiques',
  'Analytics are off by default. If you turn them on in your Account page, they record only sign-ups (with the method), daily use and streak days. Switch them off there at any time; nothing more is sent from that moment.':
    'Les statistiques sont désactivées par défaut. Si vous les activez sur la page de votre compte, elles n’enregistrent que les inscriptions (avec leur méthode), l’utilisation quotidienne et les jours de série. Vous pouvez les y désactiver à tout moment ; plus rien n’est envoyé à partir de ce moment.',
  Retention: 'Durée de conservation',
  'We keep your account and session records while your account exists. Deleting your account removes them. Sign-in tokens expire after 30 days; e-mail links expire after 1 hour (password reset) or 24 hours (verification).':
    'Nous conservons votre compte et vos données de session tant que votre compte existe. Supprimer votre compte les efface. Les jetons de connexion expirent après 30 jours ; les liens envoyés par e-mail expirent après 1 heure (réinitialisation du mot de passe) ou 24 heures (vérification).',
  "Saved setups: in your account until you delete them or the account; in this browser's local storage until you delete them or clear this site's data.":
    'Configurations enregistrées : dans votre compte jusqu’à ce que vous les supprimiez, ou le compte ; dans le stockage local de ce navigateur jusqu’à ce que vous les supprimiez ou effaciez les données de ce site.',
  "On this device only: the browser remembers which way of running the pose model (WebGPU, WebGL or WebAssembly) was fastest here, so the next start is quicker. It is kept in the pose worker's IndexedDB for one week at most, forgotten sooner if that way stops working, and never leaves the device.":
    'Sur cet appareil uniquement : le navigateur retient la manière d’exécuter le modèle de pose (WebGPU, WebGL ou WebAssembly) la plus rapide ici, pour que le prochain démarrage soit plus rapide. Cette information est conservée dans l’IndexedDB du worker de pose pendant une semaine au plus, oubliée plus tôt si cette manière ne fonctionne plus, et ne quitte jamais l’appareil.',
  'Each sign-in keeps the browser it came from (its user agent) and when it was last used, so the account page can list where you are signed in. Both are deleted within an hour of that sign-in ending: when you sign out, end it from the account page, or 30 days after it began.':
    'Chaque connexion conserve le navigateur d’où elle vient (son agent utilisateur) et la date de sa dernière utilisation, pour que la page du compte puisse indiquer où vous êtes connecté. Les deux sont supprimés dans l’heure qui suit la fin de cette connexion : quand vous vous déconnectez, quand vous y mettez fin depuis la page du compte, ou 30 jours après son début.',
  'E-mails we send are kept for 3 days, without their links, then deleted. Opt-in analytics events are deleted after 400 days.':
    'Les e-mails que nous envoyons sont conservés 3 jours, sans leurs liens, puis supprimés. Les événements des statistiques facultatives sont supprimés après 400 jours.',
  Security: 'Sécurité',
  'Passwords are stored only as strong one-way hashes (argon2id). All traffic is encrypted in transit, sign-in tokens are short-lived and rotated, and pose detection runs entirely in your browser.':
    'Les mots de passe ne sont enregistrés que sous forme de hachages à sens unique robustes (argon2id). Tout le trafic est chiffré pendant le transfert, les jetons de connexion ont une courte durée de vie et sont renouvelés, et la détection de la pose s’exécute entièrement dans votre navigateur.',
  'Your rights': 'Vos droits',
  'Export: download all your data as JSON from the Account page.':
    'Export : téléchargez toutes vos données au format JSON depuis la page du compte.',
  'Deletion: delete your account and all its data from the Account page.':
    'Suppression : supprimez votre compte et toutes ses données depuis la page du compte.',
  'Opt-out: switch analytics off at any time.':
    'Opposition : désactivez les statistiques à tout moment.',
  'Update: correct your name with Edit Profile, or change your password.':
    'Rectification : corrigez votre nom avec « Modifier le profil », ou changez votre mot de passe.',
  'Service providers': 'Prestataires',
  'We use an e-mail delivery provider to send verification and password-reset e-mails, and Google only if you choose to sign in with Google. Our hosting provider stores the account database. None of them receive camera data.':
    'Nous faisons appel à un service d’envoi d’e-mails pour les e-mails de vérification et de réinitialisation du mot de passe, et à Google uniquement si vous choisissez de vous connecter avec Google. Notre hébergeur stocke la base de données des comptes. Aucun d’eux ne reçoit de données de la caméra.',
  Children: 'Enfants',
  'The service is not directed at children under 13, and we do not knowingly collect data from them. If you believe a child under 13 has an account, contact us and we will delete it.':
    'Le service ne s’adresse pas aux enfants de moins de 13 ans, et nous ne collectons pas sciemment leurs données. Si vous pensez qu’un enfant de moins de 13 ans a un compte, contactez-nous et nous le supprimerons.',
  'Changes to this notice': 'Modifications de cette politique',
  'When we change this notice we update the date at the top, and for significant changes we let signed-in users know in the app.':
    'Lorsque nous modifions cette politique, nous mettons à jour la date en haut de la page et, pour les changements importants, nous en informons les utilisateurs connectés dans l’app.',
  Contact: 'Nous contacter',
  'Questions or requests:': 'Questions ou demandes :',
  'Ready to start?': 'Prêt à commencer ?',
  'Create an account': 'Créez un compte',
};
