// German is present but switched off (spec part 1 §1); missing ids fall back to English.
import type { CommonMessageId } from './en.ts';

export const de = {
  'nav.home': 'Startseite',
  'nav.myImages': 'Meine Bilder',
  'nav.profile': 'Profil',
  'nav.community': 'Community',
  'nav.gallery': 'Öffentliche Galerie',
  'nav.forum': 'Forum',
  'nav.plans': 'Tarife',
  'nav.help': 'Hilfe',
  'nav.adminAccounts': 'Kontenverwaltung',
  'language.menu': 'Sprache',
  'auth.signIn': 'Anmelden',
  'auth.signUp': 'Registrieren',
  'auth.welcome': 'Willkommen, {firstName}',
  'auth.account': 'Konto',
  'auth.signOut': 'Abmelden',
  'common.ok': 'OK',
  'common.cancel': 'Abbrechen',
  'common.close': 'Schließen',
} satisfies Partial<Record<CommonMessageId, string>>;
