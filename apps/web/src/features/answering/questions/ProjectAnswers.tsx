import { lazy, Suspense, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DirectionsOutlined from '@mui/icons-material/DirectionsOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { stableJson, tableColumnsOf, type ProjectDetail } from '@fieldwork/contracts';
import { useBootstrap } from '../../../app/session/useSession';
import { CLOSED_SEARCH_MIN_CHARS } from '../../../components/pickers/fuzzy';
import { Picker, type PickerOptions, type UsePickerOptions } from '../../../components/pickers/Picker';
import { useJobTypeOptions, useProjectOptions } from '../../../components/pickers/sourceOptions';
import { useUserOptions } from '../../../components/pickers/UserPicker';
import { useGetProjectFieldListQuery } from '../../projectFields/projectFieldsApi';
import { navigationLinks } from '../../projects/location/coordinates';
import { useGetProjectQuery } from '../../projects/projectsApi';
import type { AnsweringContext } from '../types';
import { FieldIssue, settingsOf, type AnswerPartProps } from './fieldParts';

/** The project map (Leaflet), loaded only when a location card shows it. */
const LocationMap = lazy(() => import('../../projects/location/LocationMap').then((m) => ({ default: m.LocationMap })));

/** The job's project as the answering screen reads it (none in public mode: those calls need an account). */
function useJobProject(context: AnsweringContext) {
  const skip = !context.projectId || context.mode === 'public';
  const query = useGetProjectQuery(context.projectId ?? '', { skip });
  return { ...query, skip };
}

function ProjectNote({ context, loading, failed }: { context: AnsweringContext; loading: boolean; failed: boolean }) {
  const { t } = useTranslation();
  if (context.mode === 'public') return <Alert severity="info" variant="outlined">{t('questionFields.project.publicNote')}</Alert>;
  if (!context.projectId) return <Alert severity="info" variant="outlined">{t('questionFields.project.noProject')}</Alert>;
  if (loading) return <Typography variant="body2" color="text.secondary" role="status">{t('questionFields.project.loading')}</Typography>;
  if (failed) return <Alert severity="error" variant="outlined">{t('questionFields.project.failed')}</Alert>;
  return null;
}

function fieldValueOf(project: ProjectDetail | undefined, field: string): unknown {
  return project?.fields.find((f) => f.field.id === field)?.value ?? null;
}

/** A list field's items as {label, value}. */
function itemsOf(value: unknown): Array<{ label: string; value: string }> {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return list.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const v = item as { label?: unknown; value?: unknown };
    const label = typeof v.label === 'string' ? v.label : String(v.value ?? '');
    return [{ label, value: String(v.value ?? label) }];
  });
}

const asIds = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value === null || value === undefined || value === '' ? [] : [String(value)]);

/**
 * A project list question: the choices are the items of the job's project's list field; a
 * searchable list (type 1) or a closed search that answers from 3 characters (type 2).
 */
export function ProjectListAnswer({ question, draft, set, ids, issues, readOnly, context }: AnswerPartProps) {
  const { t } = useTranslation();
  const s = settingsOf(question, 'project_list');
  const { projectFields } = useBootstrap();
  const project = useJobProject(context);
  const items = useMemo(() => itemsOf(fieldValueOf(project.data, s.field ?? '')), [project.data, s.field]);
  const label = projectFields.find((f) => f.id === s.field)?.label ?? s.field ?? '';
  const useOptions: UsePickerOptions = (_text, skip): PickerOptions => ({
    options: skip ? [] : items.map((i) => ({ id: i.value, label: i.label })),
    loading: project.isFetching,
    failed: project.isError,
  });
  const chosen = asIds(draft.value);
  if (project.skip || project.isLoading || project.isError) return <ProjectNote context={context} loading={project.isLoading} failed={project.isError} />;
  if (readOnly) return <ReadOnlyList labels={chosen.map((id) => items.find((i) => i.value === id)?.label ?? id)} />;
  return (
    <Stack spacing={0.5} aria-describedby={ids.title}>
      <Picker
        label={label}
        value={chosen}
        onChange={(next) => set({ value: s.multiSelect ? next : (next[next.length - 1] ?? null) })}
        useOptions={useOptions}
        closed={s.type === 2}
        max={s.multiSelect ? undefined : 1}
        debounceMs={0}
      />
      {s.type === 2 && (
        <Typography variant="caption" color="text.secondary">
          {t('questionFields.project.closedSearch')}
        </Typography>
      )}
      <FieldIssue ids={ids} path="value" issues={issues} />
    </Stack>
  );
}

function ReadOnlyList({ labels }: { labels: string[] }) {
  const { t } = useTranslation();
  if (labels.length === 0) return <Typography variant="body2" color="text.secondary">{t('questionFields.summary.notAnswered')}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
      {labels.map((l, i) => (
        <li key={`${l}-${i}`}>
          <bdi>{l}</bdi>
        </li>
      ))}
    </Box>
  );
}

/**
 * A project table question: the rows of the project's table field (those containing the
 * question's tableDisplayFilter), searched (a closed search shows rows from 3 characters on);
 * one row is chosen and kept as the answer.
 */
export function ProjectTableAnswer({ question, draft, set, ids, issues, readOnly, context }: AnswerPartProps) {
  const { t } = useTranslation();
  const s = settingsOf(question, 'project_table');
  const { projectFields } = useBootstrap();
  const project = useJobProject(context);
  const [search, setSearch] = useState('');
  const definition = projectFields.find((f) => f.id === s.field);
  const columns = definition ? tableColumnsOf(definition) : [];
  const value = fieldValueOf(project.data, s.field ?? '');
  const rows = (Array.isArray(value) ? value : []) as Array<Record<string, unknown>>;
  const filter = s.tableDisplayFilter?.trim().toLowerCase() ?? '';
  const needle = search.trim().toLowerCase();
  const closed = s.type === 2;
  const text = (row: Record<string, unknown>) => Object.values(row).filter((c) => c !== null).join(' ').toLowerCase();
  const shown = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => !filter || text(row).includes(filter))
    .filter(({ row }) => (closed ? needle.length >= CLOSED_SEARCH_MIN_CHARS && text(row).includes(needle) : !needle || text(row).includes(needle)));
  const chosenJson = draft.value && typeof draft.value === 'object' ? stableJson(draft.value) : null;

  if (project.skip || project.isLoading || project.isError) return <ProjectNote context={context} loading={project.isLoading} failed={project.isError} />;
  if (!definition) return <Alert severity="warning" variant="outlined">{t('questionFields.project.noField', { field: s.field ?? '' })}</Alert>;
  return (
    <Stack spacing={1}>
      {!readOnly && (
        <TextField
          size="small"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('questionFields.project.search')}
          helperText={closed ? t('questionFields.project.closedSearch') : undefined}
          slotProps={{
            htmlInput: { 'aria-label': `${t('questionFields.project.search')}: ${definition.label}` },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={ids.title} id={ids.value}>
          <TableHead>
            <TableRow>
              {!readOnly && <TableCell padding="checkbox" />}
              {columns.map((c) => (
                <TableCell key={c.key}>
                  <bdi>{c.label}</bdi>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(readOnly ? rows.map((row, index) => ({ row, index })).filter(({ row }) => stableJson(row) === chosenJson) : shown).map(({ row, index }) => {
              const selected = chosenJson !== null && stableJson(row) === chosenJson;
              return (
                <TableRow key={index} selected={selected} hover={!readOnly} onClick={readOnly ? undefined : () => set({ value: selected ? null : row })} sx={{ cursor: readOnly ? 'default' : 'pointer' }}>
                  {!readOnly && (
                    <TableCell padding="checkbox">
                      <Radio checked={selected} onChange={() => set({ value: row })} slotProps={{ input: { 'aria-label': t('questionFields.project.chooseRow', { n: index + 1 }) } }} />
                    </TableCell>
                  )}
                  {columns.map((c) => (
                    <TableCell key={c.key}>
                      <bdi>{row[c.key] === null || row[c.key] === undefined ? '' : String(row[c.key])}</bdi>
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {!readOnly && shown.length === 0 && (!closed || needle.length >= CLOSED_SEARCH_MIN_CHARS) && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('questionFields.project.noRows')}
        </Typography>
      )}
      <FieldIssue ids={ids} path="value" issues={issues} />
    </Stack>
  );
}

/** The value of a project field, read-only: a project value question shows it and is not answered. */
export function ProjectValueAnswer({ question, ids, context }: AnswerPartProps) {
  const { t } = useTranslation();
  const s = settingsOf(question, 'project_value');
  const { projectFields } = useBootstrap();
  const project = useJobProject(context);
  const definition = projectFields.find((f) => f.id === s.field);
  const label = definition?.label ?? s.field ?? '';
  if (project.skip || project.isLoading || project.isError) return <ProjectNote context={context} loading={project.isLoading} failed={project.isError} />;
  const value = fieldValueOf(project.data, s.field ?? '');
  const shown = displayValue(value, definition ? tableColumnsOf(definition) : []);
  if (shown.length === 0) return <Typography variant="body2" color="text.secondary">{t('questionFields.project.noValue', { field: `\u2068${label}\u2069` })}</Typography>;
  return (
    <Box aria-labelledby={ids.title} role="group">
      {shown.map((line, i) => (
        <Typography key={i} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{line}</bdi>
        </Typography>
      ))}
    </Box>
  );
}

/** A field value as lines: a text, an address, list items, table rows. */
function displayValue(value: unknown, columns: ReadonlyArray<{ key: string; label: string }>): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) {
    return value.map((item) => {
      if (!item || typeof item !== 'object') return String(item);
      const v = item as Record<string, unknown>;
      if (typeof v.label === 'string') return v.status ? `${v.label} (${String(v.status)})` : v.label;
      const keys = columns.length > 0 ? columns.map((c) => c.key) : Object.keys(v);
      return keys.map((k) => v[k]).filter((c) => c !== null && c !== undefined && c !== '').join(' · ');
    });
  }
  if (typeof value === 'object' && typeof (value as { address?: unknown }).address === 'string') return [(value as { address: string }).address];
  return [];
}

/**
 * The job's project location (spec 2 section 2's map widget, read-only here): its address and
 * the two navigation links. The screen places it where the job type asks for it.
 */
export function ProjectLocationCard({ context }: { context: AnsweringContext }) {
  const { t } = useTranslation();
  const project = useJobProject(context);
  const { maps } = useBootstrap();
  const [tilesFailed, setTilesFailed] = useState(false);
  if (project.skip || !project.data) return null;
  const location = project.data.location;
  if (!location) return <Typography variant="body2" color="text.secondary">{t('questionFields.project.noLocation')}</Typography>;
  const links = navigationLinks({ lat: location.lat, lng: location.long });
  return (
    <Stack spacing={1} component="section" aria-label={t('questionFields.project.location')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PlaceOutlined color="action" aria-hidden />
        <Typography variant="body2">
          <bdi>{location.address || `${location.lat}, ${location.long}`}</bdi>
        </Typography>
      </Stack>
      {maps.tileUrl && !tilesFailed && (
        <Box dir="ltr" sx={{ height: 200, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
          <Suspense fallback={null}>
            <LocationMap
              tileUrl={maps.tileUrl}
              point={{ lat: location.lat, lng: location.long }}
              focusKey={0}
              markerTitle={location.address || t('questionFields.project.location')}
              onTileError={() => setTilesFailed(true)}
            />
          </Suspense>
        </Box>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" startIcon={<DirectionsOutlined />} href={links.google} target="_blank" rel="noopener noreferrer">
          {t('questionFields.project.navigate', { app: 'Google Maps' })}
        </Button>
        <Button size="small" variant="outlined" startIcon={<DirectionsOutlined />} href={links.waze} target="_blank" rel="noopener noreferrer">
          {t('questionFields.project.navigate', { app: 'Waze' })}
        </Button>
      </Stack>
    </Stack>
  );
}

/** A named group's items (GET /v2/projects/fields/list/{group}), ranked by the picker. */
function useGroupOptions(group: string): UsePickerOptions {
  return function useOptions(text: string, skip: boolean): PickerOptions {
    const { data, isFetching, isError } = useGetProjectFieldListQuery({ group, ...(text ? { search: text } : {}) }, { skip: skip || !group });
    return { options: (data ?? []).map((i) => ({ id: i.value, label: i.label })), loading: isFetching, failed: isError };
  };
}

/** A system list question: a project, a user, a job type or an item of a named group, from the existing lists. */
export function SystemListAnswer({ question, draft, set, ids, issues, readOnly, context }: AnswerPartProps) {
  const { t } = useTranslation();
  const s = settingsOf(question, 'system_list');
  const kind = s.systemListType ?? 'users';
  const groupOptions = useGroupOptions(s.group ?? '');
  const useOptions: UsePickerOptions = kind === 'users' ? useUserOptions : kind === 'projects' ? useProjectOptions : kind === 'job_types' ? useJobTypeOptions : groupOptions;
  const chosen = asIds(draft.value);
  if (context.mode === 'public') return <ProjectNote context={context} loading={false} failed={false} />;
  const label = t(`questionFields.system.${kind}`, { group: s.group ?? '' });
  return (
    <Stack spacing={0.5}>
      {readOnly ? (
        <ReadOnlyList labels={chosen} />
      ) : (
        <Picker label={label} value={chosen} onChange={(next) => set({ value: s.multiSelect ? next : (next[next.length - 1] ?? null) })} useOptions={useOptions} max={s.multiSelect ? undefined : 1} />
      )}
      <span id={ids.value} hidden />
      <FieldIssue ids={ids} path="value" issues={issues} />
    </Stack>
  );
}
