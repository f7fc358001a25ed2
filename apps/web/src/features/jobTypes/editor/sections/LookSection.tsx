import { memo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QUESTIONNAIRE_ICONS, type QuestionnaireIcon, type QuestionType } from '@fieldwork/contracts';
import { QUESTIONNAIRE_ICON_COMPONENTS } from '../../QuestionnaireIcon';
import { EditorSection, SelectField, SwitchField, type SetLook } from '../fields';
import { ImageUpload } from '../ImageUpload';

interface LookSectionProps {
  questionId: string;
  type: QuestionType;
  stepIcon: QuestionnaireIcon | null;
  withBackground: boolean;
  backgroundMobile: string | null;
  backgroundDesktop: string | null;
  /** The saved backgrounds' signed links, for their thumbnails. */
  backgroundMobileUrl: string | null;
  backgroundDesktopUrl: string | null;
  darkMode: boolean;
  setLook: SetLook;
  readOnly: boolean;
}

const NO_ICON = 'none';

/** How the question looks when answered: a step's icon, background images for phones and larger screens, dark mode. */
export const LookSection = memo(function LookSection(props: LookSectionProps) {
  const { t } = useTranslation();
  const { questionId, type, stepIcon, withBackground, setLook, readOnly } = props;
  return (
    <EditorSection title={t('jobTypeEditor.sections.look')} testId="look-section">
      {type === 'step' && (
        <SelectField
          label={t('jobTypeEditor.look.stepIcon')}
          value={stepIcon ?? NO_ICON}
          options={[
            { value: NO_ICON, label: t('jobTypeEditor.look.noIcon') },
            ...QUESTIONNAIRE_ICONS.map((icon) => {
              const Icon = QUESTIONNAIRE_ICON_COMPONENTS[icon];
              return { value: icon, label: t(`jobTypes.icons.${icon}`), icon: <Icon fontSize="small" aria-hidden /> };
            }),
          ]}
          onChange={(value) => setLook('stepIcon', value === NO_ICON ? null : (value as QuestionnaireIcon))}
          disabled={readOnly}
        />
      )}
      <Stack spacing={0}>
        <SwitchField label={t('jobTypeEditor.look.background')} checked={withBackground} onChange={(v) => setLook('withBackground', v)} disabled={readOnly} />
        {withBackground && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ py: 1, paddingInlineStart: { sm: 2 } }}>
            <Stack spacing={0.5}>
              <Typography variant="body2">{t('jobTypeEditor.look.mobile')}</Typography>
              <ImageUpload
                label={t('jobTypeEditor.look.mobile')}
                assetId={props.backgroundMobile}
                knownUrl={props.backgroundMobileUrl}
                questionId={questionId}
                onChange={(id) => setLook('backgroundMobile', id)}
                disabled={readOnly}
              />
            </Stack>
            <Stack spacing={0.5}>
              <Typography variant="body2">{t('jobTypeEditor.look.desktop')}</Typography>
              <ImageUpload
                label={t('jobTypeEditor.look.desktop')}
                assetId={props.backgroundDesktop}
                knownUrl={props.backgroundDesktopUrl}
                questionId={questionId}
                onChange={(id) => setLook('backgroundDesktop', id)}
                disabled={readOnly}
              />
            </Stack>
          </Stack>
        )}
        <SwitchField label={t('jobTypeEditor.look.darkMode')} checked={props.darkMode} onChange={(v) => setLook('darkMode', v)} disabled={readOnly} />
      </Stack>
    </EditorSection>
  );
});
