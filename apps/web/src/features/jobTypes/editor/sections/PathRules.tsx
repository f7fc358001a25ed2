import { memo } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isAnsweredType, PATH_MATCHES, PATH_RULES_MAX, type ListChoice, type PathMatch, type PathRule, type Question, type QuestionType } from '@fieldwork/contracts';
import { EditorSection, SelectField, type SectionProps } from '../fields';

interface PathRulesProps extends SectionProps {
  type: QuestionType;
  questionId: string;
  questions: readonly Question[];
}

/**
 * The question's path rules (spec 2 section 4): when the answer equals a value (a choice, for a
 * list or a yes/no question), is anything or is empty, the questionnaire jumps to a later
 * question. Only later questions are offered; the problems the shared path check finds show on
 * their rule.
 */
export const PathRules = memo(function PathRules({ type, questionId, questions, settings, setSetting, issue, readOnly }: PathRulesProps) {
  const { t } = useTranslation();
  const rules = (settings.path as PathRule[] | undefined) ?? [];
  const index = questions.findIndex((q) => q._id === questionId);
  const later = questions.slice(index + 1);
  const setRules = (next: PathRule[]) => setSetting('path', next);
  const change = (at: number, patch: Partial<PathRule>) => setRules(rules.map((r, i) => (i === at ? { ...r, ...patch } : r)));
  const values = valueChoices(type, settings, t);
  const targetLabel = (q: Question) => `#${q.ID} ${q.title.trim() || t('jobTypeEditor.list.untitled')}`;

  if (!isAnsweredType(type)) {
    return (
      <EditorSection title={t('jobTypeEditor.sections.paths')} testId="path-rules">
        <Typography variant="body2" color="text.secondary">
          {t('jobTypeEditor.paths.notAnswered')}
        </Typography>
        {issue('settings.path') && <Alert severity="error">{issue('settings.path')}</Alert>}
      </EditorSection>
    );
  }

  return (
    <EditorSection title={t('jobTypeEditor.sections.paths')} testId="path-rules">
      <Typography variant="body2" color="text.secondary">
        {t('jobTypeEditor.paths.intro')}
      </Typography>
      <Box component="ol" aria-label={t('jobTypeEditor.sections.paths')} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {rules.map((rule, at) => {
          const n = at + 1;
          const problem = issue(`settings.path.${at}`);
          const targetKnown = later.some((q) => q._id === rule.toQuestion);
          // A rule pointing elsewhere (backwards, or at a question since deleted) still shows what it points at.
          const pointedAt = targetKnown ? null : questions.find((q) => q._id === rule.toQuestion);
          const targets = [
            ...(pointedAt ? [{ value: pointedAt._id, label: targetLabel(pointedAt) }] : []),
            ...later.map((q) => ({ value: q._id, label: targetLabel(q) })),
          ];
          return (
            <Box component="li" key={at} data-testid="path-rule" sx={{ border: 1, borderColor: problem ? 'error.main' : 'divider', borderRadius: 1, p: 1.25 }}>
              <Typography variant="caption" color="text.secondary">
                {t('jobTypeEditor.paths.rule', { n })}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mt: 0.5, alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}>
                <SelectField
                  label={t('jobTypeEditor.paths.when', { n })}
                  value={rule.match}
                  options={PATH_MATCHES.map((m) => ({ value: m, label: t(`jobTypeEditor.paths.match.${m}`) }))}
                  onChange={(match: PathMatch) => change(at, { match, value: match === 'equals' ? (rule.value || values?.[0]?.value || '') : '' })}
                  disabled={readOnly}
                  width={180}
                />
                {rule.match === 'equals' &&
                  (values ? (
                    <SelectField
                      label={t('jobTypeEditor.paths.value', { n })}
                      value={values.some((v) => v.value === rule.value) ? rule.value : ''}
                      options={values}
                      onChange={(value) => change(at, { value })}
                      disabled={readOnly}
                      width={200}
                    />
                  ) : (
                    <TextField
                      size="small"
                      label={t('jobTypeEditor.paths.value', { n })}
                      value={rule.value}
                      onChange={(event) => change(at, { value: event.target.value })}
                      disabled={readOnly}
                      sx={{ width: { xs: '100%', sm: 200 } }}
                    />
                  ))}
                <SelectField
                  label={t('jobTypeEditor.paths.jumpTo', { n })}
                  value={targets.some((o) => o.value === rule.toQuestion) ? rule.toQuestion : ''}
                  options={targets}
                  onChange={(toQuestion) => change(at, { toQuestion })}
                  disabled={readOnly}
                  width={260}
                />
                {!readOnly && (
                  <IconButton aria-label={t('jobTypeEditor.paths.remove', { n })} onClick={() => setRules(rules.filter((_, i) => i !== at))}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                )}
              </Stack>
              {problem && (
                <Typography role="alert" variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
                  {problem}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
      {later.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('jobTypeEditor.paths.noLater')}
        </Typography>
      )}
      {!readOnly && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            disabled={later.length === 0 || rules.length >= PATH_RULES_MAX}
            onClick={() => setRules([...rules, { match: 'equals', value: values?.[0]?.value ?? '', toQuestion: later[0]!._id }])}
          >
            {t('jobTypeEditor.paths.add')}
          </Button>
        </Box>
      )}
    </EditorSection>
  );
});

/** The values a rule may equal when the type has a fixed set: a list's choices, yes and no. Null: typed freely. */
function valueChoices(type: QuestionType, settings: SectionProps['settings'], t: (key: string) => string): Array<{ value: string; label: string }> | null {
  if (type === 'bool') {
    return [
      { value: 'true', label: t('jobTypeEditor.paths.yes') },
      { value: 'false', label: t('jobTypeEditor.paths.no') },
    ];
  }
  if (type === 'list') {
    const choices = ((settings.childs as ListChoice[] | undefined) ?? []).map((c) => c.value.trim()).filter(Boolean);
    return [...new Set(choices)].map((value) => ({ value, label: value }));
  }
  return null;
}
