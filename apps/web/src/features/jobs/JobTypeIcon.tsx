import type { QuestionnaireIcon } from '@fieldwork/contracts';
import { QUESTIONNAIRE_ICON_COMPONENTS } from '../jobTypes/QuestionnaireIcon';

/** A job type's icon; the title beside it names it, so the picture is decoration. */
export function JobTypeIcon({ icon, fontSize = 'small' }: { icon: QuestionnaireIcon; fontSize?: 'small' | 'medium' }) {
  const Icon = QUESTIONNAIRE_ICON_COMPONENTS[icon] ?? QUESTIONNAIRE_ICON_COMPONENTS.assignment;
  return <Icon fontSize={fontSize} color="action" aria-hidden />;
}
