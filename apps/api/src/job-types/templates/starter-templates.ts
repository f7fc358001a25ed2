import { jobTypeTemplateContentSchema, TEMPLATE_LANGUAGES, type JobTypeTemplateContent } from '@fieldwork/contracts';
import { apartmentHandover } from './starters/apartment-handover';
import { dailySiteLog } from './starters/daily-site-log';
import { fireExtinguisherCheck } from './starters/fire-extinguisher-check';
import { hvacMaintenance } from './starters/hvac-maintenance';
import { siteSafetyInspection } from './starters/site-safety-inspection';
import { inLanguage, type StarterSource, type TemplateLanguage } from './starters/starter-builders';

/** The templates every new instance starts with (spec 1 section 7.4), in the order the wizard shows them. */
export const STARTER_SOURCES: readonly StarterSource[] = [siteSafetyInspection, apartmentHandover, fireExtinguisherCheck, dailySiteLog, hvacMaintenance];

/** A starter template in one language, as a job_type_templates row holds it. */
export interface StarterTemplate {
  title: string;
  description: string;
  icon: string;
  language: TemplateLanguage;
  starter: true;
  questionCount: number;
  content: JobTypeTemplateContent;
}

/** Every starter template in `language`. */
export function starterTemplates(language: TemplateLanguage): StarterTemplate[] {
  return STARTER_SOURCES.map((source) => {
    const content = jobTypeTemplateContentSchema.parse(inLanguage(source, language));
    return {
      title: content.title,
      description: content.settings.description ?? '',
      icon: content.icon,
      language,
      starter: true,
      questionCount: content.questions.length,
      content,
    };
  });
}

let all: StarterTemplate[] | null = null;
/** Every starter template in every language (built once: they never change while the process runs). */
export function allStarterTemplates(): StarterTemplate[] {
  all ??= TEMPLATE_LANGUAGES.flatMap((language) => starterTemplates(language));
  return all;
}
