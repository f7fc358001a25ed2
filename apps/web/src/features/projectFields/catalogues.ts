import type { Catalogue } from '../../app/i18n/catalogues';
import { attachmentsCatalogue } from '../../components/attachments/locales';
import { pickersCatalogue } from '../../components/pickers/locales';
import { uploadCatalogue } from '../../components/upload/locales';
import { projectFieldsCatalogue } from './locales';

/** What a route that shows ProjectFieldsSection loads beside its chunk: the fields' strings, and their pickers' and uploader's. */
export const PROJECT_FIELDS_SECTION_CATALOGUES: Catalogue[] = [projectFieldsCatalogue, pickersCatalogue, uploadCatalogue, attachmentsCatalogue];
