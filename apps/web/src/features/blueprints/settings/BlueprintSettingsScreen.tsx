import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { DEFAULT_BLUEPRINT_RATIO, SHAPE_STYLES, SYSTEM_UNITS, type ShapeStyle, type SystemUnit } from '@fieldwork/blueprint-core';
import { blueprintSettingsBodySchema, type BlueprintSettingsBody } from '@fieldwork/contracts';
import { errorBodyOf, errorMessage } from '../../../app/errors/errorMessages';
import { FeedbackSnackbar, type Feedback } from '../../../components/FeedbackSnackbar';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '../../../components/UnsavedChangesGuard';
import { useGetBlueprintSettingsQuery, usePutBlueprintSettingsMutation } from '../blueprintsApi';

/** The form as typed: numbers stay text until saved, so a half-typed value is kept. */
interface DefinitionDraft {
  id: string;
  name: string;
  color: string;
  type: ShapeStyle;
  size: string;
}
interface SettingsDraft {
  ratio: string;
  systemUnit: SystemUnit;
  elements: DefinitionDraft[];
}

/** Messages by field path ('ratio', 'elements.2.color'), from the contract's check or the server's refusal. */
type FieldErrors = Record<string, string>;

function draftOf(settings: BlueprintSettingsBody): SettingsDraft {
  return {
    ratio: String(settings.ratio),
    systemUnit: settings.systemUnit,
    elements: settings.elements.map((e) => ({ id: e.id, name: e.name, color: e.color, type: e.type, size: String(e.size) })),
  };
}

function bodyOf(draft: SettingsDraft) {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return {
    ratio: number(draft.ratio),
    systemUnit: draft.systemUnit,
    elements: draft.elements.map((e) => ({ id: e.id, name: e.name, color: e.color, type: e.type, size: number(e.size) })),
  };
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** /settings/blueprints (the route asks blueprintSettings.manage): the ratio, the unit and the element definitions. */
export function BlueprintSettingsScreen() {
  const { t } = useTranslation();
  const query = useGetBlueprintSettingsQuery();
  if (query.isLoading) {
    return (
      <Stack direction="row" spacing={1} alignItems="center" role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('blueprints.settings.loading')}</Typography>
      </Stack>
    );
  }
  if (!query.data) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>{t('blueprints.settings.retry')}</Button>}>
        {t('blueprints.settings.loadFailed')}
      </Alert>
    );
  }
  return <SettingsForm settings={query.data} />;
}

function SettingsForm({ settings }: { settings: BlueprintSettingsBody }) {
  const { t, i18n } = useTranslation();
  const [saved, setSaved] = useState(() => draftOf(settings));
  const [draft, setDraft] = useState(saved);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const { blocker } = useUnsavedChangesGuard(dirty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [put, { isLoading: saving }] = usePutBlueprintSettingsMutation();

  const setElement = (index: number, patch: Partial<DefinitionDraft>) =>
    setDraft((d) => ({ ...d, elements: d.elements.map((e, i) => (i === index ? { ...e, ...patch } : e)) }));
  const clearError = (path: string) => setErrors((now) => (now[path] ? Object.fromEntries(Object.entries(now).filter(([k]) => k !== path)) : now));

  async function save() {
    setFailure(null);
    const body = bodyOf(draft);
    const checked = blueprintSettingsBodySchema.safeParse(body);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) found[issue.path.map(String).join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    const result = await put(checked.data);
    if ('error' in result) {
      const details = errorBodyOf(result.error)?.details;
      const found: FieldErrors = {};
      if (Array.isArray(details)) {
        for (const d of details as { path?: unknown; message?: unknown }[]) {
          if (typeof d.path === 'string' && typeof d.message === 'string') found[d.path] ??= d.message;
        }
      }
      setErrors(found);
      setFailure(`${t('blueprints.settings.failed')} ${errorMessage(result.error, t, i18n.language)}`);
      return;
    }
    setErrors({});
    const next = draftOf(result.data);
    setSaved(next);
    setDraft(next);
    setFeedback({ severity: 'success', text: t('blueprints.settings.saved') });
  }

  const elementsError = errors['elements'];
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }} data-testid="blueprint-settings">
      <div>
        <Typography variant="h1">{t('blueprints.settings.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('blueprints.settings.intro')}
        </Typography>
      </div>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('blueprints.settings.ratio')}
            type="number"
            value={draft.ratio}
            placeholder={String(DEFAULT_BLUEPRINT_RATIO)}
            error={Boolean(errors['ratio'])}
            helperText={errors['ratio']}
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'decimal', dir: 'ltr' } }}
            onChange={(event) => {
              setDraft((d) => ({ ...d, ratio: event.target.value }));
              clearError('ratio');
            }}
          />
          <TextField
            select
            label={t('blueprints.settings.unit')}
            value={draft.systemUnit}
            error={Boolean(errors['systemUnit'])}
            helperText={errors['systemUnit']}
            onChange={(event) => setDraft((d) => ({ ...d, systemUnit: event.target.value as SystemUnit }))}
            sx={{ minWidth: 180 }}
          >
            {SYSTEM_UNITS.map((unit) => (
              <MenuItem key={unit} value={unit}>
                {t(unit === 'Meters' ? 'blueprints.settings.unitMeters' : 'blueprints.settings.unitInches')}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="blueprint-elements-title" sx={{ p: 2 }}>
        <Typography variant="h2" id="blueprint-elements-title" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t('blueprints.settings.elements')}
        </Typography>
        {elementsError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {elementsError}
          </Alert>
        )}
        {draft.elements.length === 0 ? (
          <Typography color="text.secondary" variant="body2">
            {t('blueprints.settings.elementsEmpty')}
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="blueprint-elements-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('blueprints.settings.name')}</TableCell>
                  <TableCell>{t('blueprints.settings.color')}</TableCell>
                  <TableCell>{t('blueprints.settings.type')}</TableCell>
                  <TableCell>{t('blueprints.settings.size')}</TableCell>
                  <TableCell>
                    <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                      {t('blueprints.settings.actions')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {draft.elements.map((element, index) => {
                  const path = (field: string) => `elements.${index}.${field}`;
                  const name = element.name.trim() || t('blueprints.settings.newElement');
                  return (
                    <TableRow key={element.id} data-testid="definition-row">
                      <TableCell sx={{ minWidth: 160 }}>
                        <TextField
                          size="small"
                          fullWidth
                          value={element.name}
                          error={Boolean(errors[path('name')])}
                          helperText={errors[path('name')]}
                          slotProps={{ htmlInput: { 'aria-label': `${t('blueprints.settings.name')} ${index + 1}`, maxLength: 100 } }}
                          onChange={(event) => {
                            setElement(index, { name: event.target.value });
                            clearError(path('name'));
                          }}
                        />
                      </TableCell>
                      <TableCell sx={{ minWidth: 170 }}>
                        <Stack direction="row" spacing={1} alignItems="flex-start">
                          <Box
                            component="input"
                            type="color"
                            value={HEX.test(element.color) ? element.color : '#000000'}
                            aria-label={t('blueprints.settings.colorPicker', { name })}
                            onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                              setElement(index, { color: event.target.value });
                              clearError(path('color'));
                            }}
                            sx={{ width: 40, height: 40, p: 0, border: 0, bgcolor: 'transparent', flexShrink: 0 }}
                          />
                          <TextField
                            size="small"
                            value={element.color}
                            error={Boolean(errors[path('color')])}
                            helperText={errors[path('color')]}
                            slotProps={{ htmlInput: { 'aria-label': `${t('blueprints.settings.color')} ${index + 1}`, dir: 'ltr' } }}
                            onChange={(event) => {
                              setElement(index, { color: event.target.value });
                              clearError(path('color'));
                            }}
                          />
                        </Stack>
                      </TableCell>
                      <TableCell sx={{ minWidth: 180 }}>
                        <TextField
                          select
                          size="small"
                          fullWidth
                          value={element.type}
                          error={Boolean(errors[path('type')])}
                          helperText={errors[path('type')]}
                          slotProps={{ htmlInput: { 'aria-label': `${t('blueprints.settings.type')} ${index + 1}` } }}
                          onChange={(event) => setElement(index, { type: Number(event.target.value) as ShapeStyle })}
                        >
                          {SHAPE_STYLES.map((style) => (
                            <MenuItem key={style} value={style}>
                              {t(`blueprints.settings.types.${style}`)}
                            </MenuItem>
                          ))}
                        </TextField>
                      </TableCell>
                      <TableCell sx={{ minWidth: 100 }}>
                        <TextField
                          size="small"
                          type="number"
                          value={element.size}
                          error={Boolean(errors[path('size')])}
                          helperText={errors[path('size')]}
                          slotProps={{ htmlInput: { 'aria-label': `${t('blueprints.settings.size')} ${index + 1}`, min: 1, max: 200, step: 1, dir: 'ltr' } }}
                          onChange={(event) => {
                            setElement(index, { size: event.target.value });
                            clearError(path('size'));
                          }}
                        />
                      </TableCell>
                      <TableCell>
                        <IconButton
                          aria-label={t('blueprints.settings.remove', { name })}
                          onClick={() => {
                            setDraft((d) => ({ ...d, elements: d.elements.filter((_, i) => i !== index) }));
                            setErrors({});
                          }}
                        >
                          <DeleteOutline />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        )}
        <Box sx={{ mt: 1 }}>
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              setDraft((d) => ({ ...d, elements: [...d.elements, { id: crypto.randomUUID(), name: '', color: '#1976d2', type: 0 as ShapeStyle, size: '2' }] }))
            }
          >
            {t('blueprints.settings.add')}
          </Button>
        </Box>
      </Paper>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box>
        <Button variant="contained" onClick={() => void save()} disabled={saving || !dirty}>
          {saving ? t('blueprints.settings.saving') : t('blueprints.settings.save')}
        </Button>
      </Box>
      <UnsavedChangesDialog blocker={blocker} />
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Stack>
  );
}
