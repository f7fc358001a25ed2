import type { CatalogueOf } from '../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew strings of the profile screen (right to left). */
export const he: CatalogueOf<typeof en> = {
  profile: {
    title: 'הפרופיל שלך',
    name: 'שם',
    email: 'דוא"ל',
    role: 'תפקיד',
    language: 'שפה',
    readOnly: 'עריכת הפרופיל תתאפשר בגרסה מאוחרת יותר.',
  },
};
