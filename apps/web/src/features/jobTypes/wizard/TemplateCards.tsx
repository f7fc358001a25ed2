import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_LANGUAGES, type JobTypeTemplateCard } from '@fieldwork/contracts';
import { useCan } from '../../../app/access/useCan';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { jobTypeErrorText } from '../jobTypeErrors';
import { useDeleteJobTypeTemplateMutation, useListJobTypeTemplatesQuery } from '../jobTypesApi';
import { QuestionnaireIcon } from '../QuestionnaireIcon';

type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** Starter templates in the interface's language first, then those saved from job types, then the rest. */
export function orderTemplates(cards: readonly JobTypeTemplateCard[], language: string): JobTypeTemplateCard[] {
  const rank = (card: JobTypeTemplateCard) => (card.starter && card.language === language ? 0 : card.starter ? 2 : 1);
  return [...cards].sort((a, b) => rank(a) - rank(b));
}

/**
 * The template cards of the job type wizard (spec 1 section 2.6): title, description, question
 * count and icon; choosing one goes on to its name. Those who manage templates may delete one
 * (after a confirmation); starter templates that cannot be deleted offer no delete.
 */
export function TemplateCards({ onChoose }: { onChoose: (card: JobTypeTemplateCard) => void }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const language = (TEMPLATE_LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as TemplateLanguage) : undefined;
  const { data, isLoading, isError, refetch } = useListJobTypeTemplatesQuery(language);
  const [deleting, setDeleting] = useState<JobTypeTemplateCard | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [remove, removal] = useDeleteJobTypeTemplateMutation();
  const manage = can('jobTypeTemplate.manage');

  async function confirmDelete() {
    if (!deleting) return;
    const result = await remove(deleting._id);
    if ('error' in result) return setDeleteError(jobTypeErrorText(result.error, t, i18n.language));
    setDeleting(null);
  }

  if (isLoading) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('jobTypes.wizard.templatesLoading')}>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    );
  }
  if (isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('jobTypes.settings.retry')}</Button>}>
        {t('jobTypes.wizard.templatesFailed')}
      </Alert>
    );
  }
  const cards = orderTemplates(data ?? [], i18n.language);
  if (cards.length === 0) return <Typography color="text.secondary">{t('jobTypes.wizard.noTemplates')}</Typography>;

  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }} data-testid="template-cards">
        {cards.map((card) => (
          <Card component="li" variant="outlined" key={card._id} sx={{ display: 'flex', alignItems: 'stretch' }} data-testid={`template-${card._id}`}>
            <CardActionArea onClick={() => onChoose(card)} sx={{ p: 1.5, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 1.5 }}>
              <QuestionnaireIcon icon={card.icon} color="primary" sx={{ mt: 0.25 }} />
              <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <bdi>{card.title}</bdi>
                </Typography>
                {card.description && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
                  >
                    {card.description}
                  </Typography>
                )}
                <Stack direction="row" spacing={0.75} sx={{ pt: 0.5, flexWrap: 'wrap' }}>
                  <Chip size="small" label={t('jobTypes.wizard.questionCount', { count: card.questionCount })} />
                  <Chip size="small" variant="outlined" label={card.starter ? t('jobTypes.wizard.starter') : t('jobTypes.wizard.saved')} />
                </Stack>
              </Stack>
            </CardActionArea>
            {manage && card.canBeDeleted && (
              <Box sx={{ p: 0.5 }}>
                <IconButton
                  size="small"
                  aria-label={t('jobTypes.wizard.deleteTemplate', { title: card.title })}
                  onClick={() => {
                    setDeleteError(null);
                    setDeleting(card);
                  }}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Box>
            )}
          </Card>
        ))}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={t('jobTypes.wizard.deleteTitle')}
        body={t('jobTypes.wizard.deleteBody', { name: '\u2068' + (deleting?.title ?? '') + '\u2069' })}
        cancelLabel={t('jobTypes.settings.cancel')}
        confirmLabel={t('jobTypes.wizard.deleteConfirm')}
        busyLabel={t('jobTypes.wizard.deleting')}
        busy={removal.isLoading}
        error={deleteError}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        confirmTestId="confirm-delete-template"
      />
    </>
  );
}
