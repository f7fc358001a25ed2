import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { JOB_TYPE_TITLE_MAX } from '@fieldwork/contracts';
import { jobTypeErrorText } from '../jobTypeErrors';
import { useSaveJobTypeAsTemplateMutation } from '../jobTypesApi';

interface SaveAsTemplateDialogProps {
  jobTypeId: string;
  /** The saved title, offered as the template's name. */
  title: string;
  /** Changes not saved yet are not in the template: the dialog says so. */
  unsaved: boolean;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/** "Save as template" (spec 1 section 7.4): asks the name (the job type's title first), then saves. */
export function SaveAsTemplateDialog({ jobTypeId, title, unsaved, onClose, onSaved }: SaveAsTemplateDialogProps) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveJobTypeAsTemplateMutation();
  const empty = name.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (empty || isLoading) return;
    const result = await save({ jobTypeId, name: name.trim() });
    if ('error' in result) setError(jobTypeErrorText(result.error, t, i18n.language));
    else onSaved(result.data.title);
  }

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="save-template-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="save-template-title">{t('jobTypes.settings.saveAsTemplate')}</DialogTitle>
        <DialogContent>
          {unsaved && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('jobTypes.settings.templateUnsaved')}
            </Alert>
          )}
          <TextField
            label={t('jobTypes.settings.templateName')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            required
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
            error={Boolean(error) || empty}
            helperText={error ?? (empty ? t('jobTypes.errors.titleRequired') : ' ')}
            slotProps={{ htmlInput: { maxLength: JOB_TYPE_TITLE_MAX, dir: 'auto' }, formHelperText: { role: error ? 'alert' : undefined } as object }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            {t('jobTypes.settings.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading || empty}>
            {isLoading ? t('jobTypes.settings.templateSaving') : t('jobTypes.settings.templateSave')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
