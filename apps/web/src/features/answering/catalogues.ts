import type { Catalogue } from '../../app/i18n/catalogues';
import { pickersCatalogue } from '../../components/pickers/locales';
import { uploadCatalogue } from '../../components/upload/locales';
import { blueprintsCatalogue } from '../blueprints/locales';
import { answeringCatalogue } from './locales';
import { answeringOfflineCatalogue } from './offline/locales';
import { questionFieldsCatalogue } from './questions/locales';

/**
 * What a route that shows the questionnaire loads beside its chunk: the screen's strings, its
 * question components' (with their pickers' and file checks'), the outbox's, and the blueprint
 * question's (its plan chooser).
 */
export const ANSWERING_CATALOGUES: Catalogue[] = [answeringCatalogue, questionFieldsCatalogue, answeringOfflineCatalogue, pickersCatalogue, uploadCatalogue, blueprintsCatalogue];
