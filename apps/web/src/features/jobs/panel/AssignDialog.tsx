import { useEffect, useState } from 'react';
import PersonAddAlt from '@mui/icons-material/PersonAddAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { displayName, type AssignmentWarning, type UserSummary } from '@fieldwork/contracts';
import { UserAvatar } from '../../../components/UserAvatar';
import { pickedLabel, rememberLabel } from '../../../components/pickers/pickedLabels';
import { UserPicker } from '../../../components/pickers/UserPicker';
import { useGetAssigneeSuggestionsQuery } from '../jobsApi';

/** A warning of an assignment, with the job it is about when several were assigned. */
export type AssignWarning = AssignmentWarning & { job?: string };

export type AssignOutcome = { warnings: AssignWarning[] } | { error: string };

interface AssignDialogProps {
  open: boolean;
  title: string;
  /** The people chosen when it opens (the job's own; none for several jobs). */
  initial: readonly UserSummary[];
  /** A job whose suggestions to offer (GET /v2/jobs/{id}/suggestions), or none. */
  suggestionsFor?: string;
  onSave: (users: string[]) => Promise<AssignOutcome>;
  onClose: () => void;
  /** "#12" for a bulk warning's job. */
  jobLabel?: (jobId: string) => string;
}

/**
 * Chooses a job's people (spec 2 section 4), with suggestions ranked by the required skills each
 * holds in force. An assignment outside someone's availability or without a required skill is
 * made all the same: the warnings are shown once saved, and the dialog closes when read.
 */
export function AssignDialog({ open, title, initial, suggestionsFor, onSave, onClose, jobLabel }: AssignDialogProps) {
  const { t } = useTranslation();
  const [users, setUsers] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<AssignWarning[] | null>(null);
  const suggestions = useGetAssigneeSuggestionsQuery(suggestionsFor ?? '', { skip: !open || !suggestionsFor });

  useEffect(() => {
    if (!open) return;
    for (const u of initial) rememberLabel(u._id, displayName(u));
    setUsers(initial.map((u) => u._id));
    setError(null);
    setWarnings(null);
    setSaving(false);
    // Reset on opening only: the job's people change under an open dialog when it saves.
  }, [open]);

  async function save() {
    setSaving(true);
    setError(null);
    const outcome = await onSave(users);
    setSaving(false);
    if ('error' in outcome) setError(outcome.error);
    else if (outcome.warnings.length > 0) setWarnings(outcome.warnings);
    else onClose();
  }

  const nameOf = (id: string) => pickedLabel(id) ?? id;
  const offered = (suggestions.data ?? []).filter((s) => !users.includes(s._id));

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="assign-dialog-title" data-testid="assign-dialog">
      <DialogTitle id="assign-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {warnings ? (
          <Stack spacing={1.5} data-testid="assign-warnings">
            <Typography>{t('jobs.assign.savedWithWarnings')}</Typography>
            <Alert severity="warning" role="alert">
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {warnings.map((w, i) => (
                  <li key={`${w.job ?? ''}-${w.user}-${w.kind}-${i}`}>
                    {w.job && jobLabel ? `${jobLabel(w.job)}: ` : ''}
                    {w.kind === 'unavailable'
                      ? t('jobs.assign.warnings.unavailable', { name: nameOf(w.user) })
                      : t('jobs.assign.warnings.missing_skills', { name: nameOf(w.user), skills: w.skills.join(', ') })}
                  </li>
                ))}
              </Box>
            </Alert>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <UserPicker label={t('jobs.assign.people')} value={users} onChange={setUsers} max={100} />
            {suggestionsFor && (
              <Box component="section" aria-labelledby="assign-suggestions-heading">
                <Typography variant="subtitle2" component="h3" id="assign-suggestions-heading" sx={{ mb: 1 }}>
                  {t('jobs.assign.suggestions')}
                </Typography>
                {suggestions.isError ? (
                  <Typography variant="body2" color="text.secondary">{t('jobs.assign.suggestionsFailed')}</Typography>
                ) : offered.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {suggestions.isFetching ? t('jobs.loading') : t('jobs.assign.noSuggestions')}
                  </Typography>
                ) : (
                  <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="assign-suggestions">
                    {offered.slice(0, 10).map((s) => (
                      <Stack component="li" key={s._id} direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
                        <Box aria-hidden sx={{ display: 'flex' }}>
                          <UserAvatar user={s} size={28} />
                        </Box>
                        <Box sx={{ flex: 1, minWidth: 0 }}>
                          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                            <bdi>{displayName(s)}</bdi>
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            {s.missingSkills.length > 0
                              ? t('jobs.assign.lacks', { count: s.skillsInForce, skills: s.missingSkills.join(', ') })
                              : t('jobs.assign.holds', { count: s.skillsInForce })}
                          </Typography>
                        </Box>
                        <Button
                          size="small"
                          startIcon={<PersonAddAlt />}
                          onClick={() => {
                            rememberLabel(s._id, displayName(s));
                            setUsers((current) => [...current, s._id]);
                          }}
                          aria-label={t('jobs.assign.add', { name: displayName(s) })}
                        >
                          {t('jobs.assign.addShort')}
                        </Button>
                      </Stack>
                    ))}
                  </Stack>
                )}
              </Box>
            )}
            {error && (
              <Alert severity="error" role="alert" data-testid="assign-error">
                {error}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {warnings ? (
          <Button variant="contained" onClick={onClose}>
            {t('jobs.done')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={saving}>
              {t('jobs.cancel')}
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={saving} data-testid="assign-save">
              {saving ? t('jobs.saving') : t('jobs.save')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
