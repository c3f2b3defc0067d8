// French for the account page (src/routes/Account.tsx, src/routes/account/).
export const FR_ACCOUNT: Readonly<Record<string, string>> = {
  // Profile
  Profile: 'Profil',
  'Joined {date}': 'Membre depuis le {date}',
  Unknown: 'Inconnu',
  'Edit Profile': 'Modifier le profil',
  'Reset Password': 'Réinitialiser le mot de passe',
  'First Name': 'Prénom',
  'Last Name': 'Nom',
  'Saving...': 'Enregistrement...',
  'Save Changes': 'Enregistrer les modifications',
  Cancel: 'Annuler',
  'No changes to save': 'Aucune modification à enregistrer',
  'Profile updated successfully': 'Profil mis à jour',
  'An unexpected error occurred during user update':
    'Une erreur inattendue s’est produite lors de la mise à jour du profil',
  'Failed to update profile': 'Impossible de mettre à jour le profil',
  'First name cannot be empty': 'Le prénom ne peut pas être vide',
  'Last name cannot be empty': 'Le nom ne peut pas être vide',

  // Lifetime stats
  'Lifetime stats': 'Statistiques globales',
  'Loading stats...': 'Chargement des statistiques...',
  'Failed to load stats: {message}': 'Impossible de charger les statistiques : {message}',
  'No stats available': 'Aucune statistique disponible',
  Sessions: 'Sessions',
  'Total time tracked': 'Temps suivi au total',
  'Total time in poor posture': 'Temps total en mauvaise posture',
  'Avg session duration': 'Durée moyenne d’une session',
  '{h}h {m}m': '{h} h {m} min',
  '{m}m': '{m} min',

  // Activity and streaks
  'Activity & Streaks': 'Activité et séries',
  'Loading activity data...': 'Chargement de l’activité...',
  'Failed to load activity data: {message}': 'Impossible de charger l’activité : {message}',
  'No activity data available': 'Aucune activité disponible',
  'Daily Streak': 'Série quotidienne',
  'Current streak': 'Série en cours',
  'Longest streak': 'Plus longue série',
  day: 'jour',
  days: 'jours',
  "You're building a great habit!": 'Vous prenez une excellente habitude !',
  'Great job! Keep it up!': 'Bravo ! Continuez ainsi !',
  "Amazing! You're on fire!": 'Incroyable ! Rien ne vous arrête !',
  'Track for a minute today to start a streak.':
    'Faites un suivi d’une minute aujourd’hui pour commencer une série.',
  'Next milestone': 'Prochaine étape',
  '{count} day ({left} to go)': '{count} jour (encore {left})',
  '{count} days ({left} to go)': '{count} jours (encore {left})',
  'Active days in these 5 weeks': 'Jours actifs sur ces 5 semaines',
  '{count} of {total}': '{count} sur {total}',
  'Activity Calendar': 'Calendrier d’activité',
  'Two weeks back, this week and two weeks ahead. Arrow keys move between days.':
    'Les deux semaines passées, cette semaine et les deux suivantes. Les flèches passent d’un jour à l’autre.',
  Legend: 'Légende',
  'Active day': 'Jour actif',
  'No activity': 'Aucune activité',
  Today: 'Aujourd’hui',
  '{date}: Active': '{date} : actif',
  '{date}: No activity': '{date} : aucune activité',

  // Charts
  'Posture over time': 'Posture au fil du temps',
  'Last 30 days': '30 derniers jours',
  'Loading history...': 'Chargement de l’historique...',
  'Failed to load history: {message}': 'Impossible de charger l’historique : {message}',
  'No sessions in the last 30 days yet.': 'Aucune session au cours des 30 derniers jours.',
  'When do you slouch?': 'Quand vous avachissez-vous ?',
  'Loading hourly stats...': 'Chargement des statistiques par heure...',
  'Failed to load hourly stats: {message}':
    'Impossible de charger les statistiques par heure : {message}',
  'No tracked time in the last 30 days yet.': 'Aucun temps suivi au cours des 30 derniers jours.',
  'Time tracked': 'Temps suivi',
  'Poor posture': 'Mauvaise posture',
  'Average score': 'Score moyen',
  'Average score (0-100)': 'Score moyen (0-100)',
  Day: 'Jour',
  Hour: 'Heure',
  '{day}: {tracked}, score {score}': '{day} : {tracked}, score {score}',
  '{day}: {tracked}, {down} looking down, score {score}':
    '{day} : {tracked}, dont {down} le regard vers le bas, score {score}',
  'Looking down': 'Regard vers le bas',
  '{hour}: {tracked}, {poor} poor posture': '{hour} : {tracked}, dont {poor} en mauvaise posture',
  '{from} to {to}': 'de {from} à {to}',
  'Time tracked and average score per day, last 30 days':
    'Temps suivi et score moyen par jour, 30 derniers jours',
  'Time tracked and poor posture by hour of day, last {days} days':
    'Temps suivi et mauvaise posture selon l’heure de la journée, {days} derniers jours',

  // 'Your corrections per tracked hour' (CorrectionsChart.tsx)
  'Your corrections per tracked hour': 'Vos corrections par heure suivie',
  'How often you told the coach it was wrong, per hour tracked, week by week. Fewer means it fits you better.':
    'Combien de fois vous avez signalé une erreur au coach, par heure suivie, semaine après semaine. Moins il y en a, mieux il vous correspond.',
  'No corrections yet. When the coach gets it wrong while tracking, tell it with "That wasn\'t a slouch" or "I\'m slouching now".':
    'Aucune correction pour l’instant. Quand le coach se trompe pendant le suivi, dites-le-lui avec « Ce n’était pas une mauvaise posture » ou « Je suis avachi en ce moment ».',
  'Week of {week}: {label}, {rate} per hour': 'Semaine du {week} : {label}, {rate} par heure',
  '{count} alert': '{count} alerte',
  '{count} alerts': '{count} alertes',
  'Week of {week}: not tracked': 'Semaine du {week} : non suivie',
  'Corrections per tracked hour by week, last 30 days':
    'Corrections par heure suivie et par semaine, 30 derniers jours',
  'Week of': 'Semaine du',
  Alerts: 'Alertes',
  '{rate} per hour, {count} in all': '{rate} par heure, {count} au total',

  // Sign-ins
  'Where you are signed in': 'Où vous êtes connecté',
  'Loading your sign-ins...': 'Chargement de vos connexions...',
  'This device': 'Cet appareil',
  'Last used {when}': 'Dernière utilisation le {when}',
  'Last used: unknown': 'Dernière utilisation : inconnue',
  '{browser} on {system}': '{browser} sous {system}',
  'A browser on {system}': 'Un navigateur sous {system}',
  'Unknown browser': 'Navigateur inconnu',
  'Sign out': 'Déconnecter',
  'Sign out {browser}, {lastUsed}': 'Déconnecter {browser}, {lastUsed}',
  'Signed out {browser}': '{browser} déconnecté',
  'Sign out all other devices': 'Déconnecter tous les autres appareils',
  'Signed out everywhere else': 'Déconnecté partout ailleurs',
  'No other devices are signed in.': 'Aucun autre appareil n’est connecté.',
  'Sign-in not found': 'Connexion introuvable',

  // Your data
  'Your data': 'Vos données',
  'Share anonymous usage analytics (sign-up, daily use, streak days; never video, images, audio or keystrokes)':
    'Partager des statistiques d’utilisation anonymes (inscription, utilisation quotidienne, jours de série ; jamais de vidéo, d’images, de son ni de frappes au clavier)',
  'Export my data': 'Exporter mes données',
  'Your data has been exported': 'Vos données ont été exportées',
  'Delete account': 'Supprimer le compte',
  'Delete your account?': 'Supprimer votre compte ?',
  'This permanently deletes your account, sessions, stats and streaks. It cannot be undone.':
    'Votre compte, vos sessions, statistiques et séries seront définitivement supprimés. Cette action est irréversible.',
  'Delete my account': 'Supprimer mon compte',
  'Deleting...': 'Suppression...',
  'Your account has been deleted': 'Votre compte a été supprimé',
  // Confirming deletion and export (docs/api.md#server-rules); the last two are the server's.
  'Export your data': 'Exporter vos données',
  'The file holds everything stored about you. Enter your password to confirm.':
    'Le fichier contient tout ce qui est enregistré à votre sujet. Saisissez votre mot de passe pour confirmer.',
  'Download my data': 'Télécharger mes données',
  'Exporting...': 'Exportation...',
  'Enter your password to confirm.': 'Saisissez votre mot de passe pour confirmer.',
  'No password because you sign in with Google? Leave this empty: it works within 5 minutes of signing in.':
    'Pas de mot de passe parce que vous vous connectez avec Google\u00a0? Laissez ce champ vide\u00a0: cela fonctionne dans les 5 minutes qui suivent la connexion.',
  'The password is not correct.': 'Le mot de passe est incorrect.',
  'Sign in again to confirm: without a password, this needs a sign-in from the last 5 minutes.':
    'Reconnectez-vous pour confirmer\u00a0: sans mot de passe, il faut une connexion datant de moins de 5 minutes.',
};
