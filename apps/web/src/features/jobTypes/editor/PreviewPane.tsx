import { useState } from 'react';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Question } from '@fieldwork/contracts';
import { QuestionnairePreview } from '../preview/QuestionnairePreview';

type Device = 'mobile' | 'desktop';

/**
 * The builder's preview: the questionnaire as an inspector meets it (QuestionnairePreview, the
 * read-only rendering the answering screen will make live), on a phone or a computer.
 */
export function PreviewPane({ questions, stepperRTL = false }: { questions: readonly Question[]; stepperRTL?: boolean }) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<Device>('mobile');

  return (
    <Stack spacing={2} data-testid="preview-pane" sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={device}
        onChange={(_event, next: Device | null) => next && setDevice(next)}
        aria-label={t('jobTypeEditor.preview.device')}
      >
        <ToggleButton value="mobile">
          <PhoneIphoneOutlined fontSize="small" sx={{ marginInlineEnd: 0.5 }} aria-hidden />
          {t('jobTypeEditor.preview.mobile')}
        </ToggleButton>
        <ToggleButton value="desktop">
          <ComputerOutlined fontSize="small" sx={{ marginInlineEnd: 0.5 }} aria-hidden />
          {t('jobTypeEditor.preview.desktop')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        {t('jobTypeEditor.preview.readOnly')}
      </Typography>
      <Box data-testid={`preview-frame-${device}`} sx={{ width: '100%', maxWidth: device === 'mobile' ? 420 : 960 }}>
        <QuestionnairePreview questions={questions} device={device} stepperRTL={stepperRTL} />
      </Box>
    </Stack>
  );
}

