import { Fragment, memo } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Question } from '@fieldwork/contracts';
import { QUESTIONNAIRE_ICON_COMPONENTS } from '../QuestionnaireIcon';
import { QUESTION_TYPE_ICONS } from './editorIcons';

/** Row heights of the virtual list: every row is one of two heights, so nothing is measured. */
export const QUESTION_ROW_HEIGHT = 64;
export const STEP_ROW_HEIGHT = 52;

export interface QuestionRowProps {
  question: Question;
  index: number;
  total: number;
  /** Where the virtual list puts the row. */
  start: number;
  selected: boolean;
  /** The selected question has changes not saved yet. */
  dirty: boolean;
  /** A question after a step: drawn within the step's group. */
  inStep: boolean;
  /** Reordering is off (a shared job type, or a call under way). */
  locked: boolean;
  onSelect: (id: string) => void;
}

/**
 * One question of the builder's list: its drag handle (also moved with the keyboard), and its
 * type, number, title and badges; a step is a section header. Memoised: typing in the editor or
 * selecting another question redraws only the rows that changed.
 */
export const QuestionRow = memo(function QuestionRow({ question, index, total, start, selected, dirty, inStep, locked, onSelect }: QuestionRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: question._id,
    disabled: locked,
    attributes: { roleDescription: t('jobTypeEditor.dnd.roleDescription') },
  });
  const step = question.type === 'step';
  const title = question.title.trim() || t('jobTypeEditor.list.untitled');
  const Icon = step && question.stepIcon ? QUESTIONNAIRE_ICON_COMPONENTS[question.stepIcon] : QUESTION_TYPE_ICONS[question.type];
  const height = step ? STEP_ROW_HEIGHT : QUESTION_ROW_HEIGHT;
  // A step is a header: its marks show only when it is switched off or being changed.
  const marksId = !step || dirty || question.disabled ? `${question._id}-marks` : undefined;

  return (
    <Box
      ref={setNodeRef}
      role="listitem"
      aria-posinset={index + 1}
      aria-setsize={total}
      data-testid={`question-row-${question._id}`}
      data-question-row=""
      style={{ position: 'absolute', top: start, height, transform: CSS.Translate.toString(transform), transition }}
      sx={{ insetInlineStart: 0, insetInlineEnd: 0, zIndex: isDragging ? 2 : undefined }}
    >
      <Stack
        direction="row"
        sx={{
          height: '100%',
          alignItems: 'center',
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: selected ? 'action.selected' : step ? 'action.hover' : 'background.paper',
          boxShadow: isDragging ? 4 : undefined,
          paddingInlineStart: inStep ? 2 : 0,
        }}
      >
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          size="small"
          aria-label={t('jobTypeEditor.list.moveHandle', { id: question.ID, title })}
          sx={{ cursor: locked ? 'default' : 'grab', touchAction: 'none', mx: 0.25 }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
        {/*
          The row's button covers the row's content rather than holding it: its name ("Question 3:
          Notes") then contains all the text it shows (label in name), while the number and the
          badges stay where they are drawn and are read as its description.
        */}
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0, height: '100%' }}>
          <Stack
            direction="row"
            aria-hidden
            sx={{ height: '100%', alignItems: 'center', gap: 1, paddingInlineEnd: 1, pointerEvents: 'none' }}
          >
            <Icon fontSize="small" color={step ? 'primary' : 'action'} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'baseline', minWidth: 0 }}>
                <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                  #{question.ID}
                </Typography>
                <Typography
                  noWrap
                  sx={{ fontWeight: step ? 700 : 500, fontStyle: question.title.trim() ? undefined : 'italic', color: question.disabled ? 'text.disabled' : undefined }}
                >
                  <bdi>{title}</bdi>
                </Typography>
              </Stack>
              {marksId ? <Badges id={marksId} question={question} dirty={dirty} /> : null}
            </Box>
          </Stack>
          <ButtonBase
            onClick={() => onSelect(question._id)}
            aria-current={selected ? 'true' : undefined}
            aria-label={t('jobTypeEditor.list.open', { id: question.ID, title })}
            aria-describedby={marksId}
            // ButtonBase draws no focus of its own: the keyboard's place shows as a ring inside the row.
            sx={(theme) => ({ position: 'absolute', inset: 0, '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 } })}
          />
        </Box>
      </Stack>
    </Box>
  );
});

/** The short marks under a title: what a question is set to do, in words (not colour alone). */
function Badges({ id, question, dirty }: { id: string; question: Question; dirty: boolean }) {
  const { t } = useTranslation();
  const settings = question.settings as { isMandatory?: boolean; path?: unknown[] };
  const marks: Array<[key: string, tone: 'primary' | 'secondary' | 'warning' | 'default']> = [];
  if (dirty) marks.push(['unsaved', 'warning']);
  if (settings.isMandatory) marks.push(['mandatory', 'primary']);
  if (question.is_global) marks.push(['global', 'secondary']);
  if (question.root) marks.push(['shared', 'secondary']);
  if ((settings.path?.length ?? 0) > 0) marks.push(['paths', 'default']);
  if (question.disabled) marks.push(['disabled', 'default']);
  if (question.isClientVisible) marks.push(['clientVisible', 'default']);
  if (marks.length === 0)
    return (
      <Typography id={id} variant="caption" color="text.secondary">
        {t(`jobTypeEditor.types.${question.type}`)}
      </Typography>
    );
  return (
    <Stack id={id} direction="row" spacing={0.5} sx={{ overflow: 'hidden', whiteSpace: 'nowrap', mt: 0.25 }} data-testid="question-badges">
      {/* A space between the badges: without it a screen reader runs their words together. */}
      {marks.map(([key, tone], index) => (
        <Fragment key={key}>
          {index > 0 && ' '}
          <Box
            component="span"
            sx={{
              fontSize: 11,
              lineHeight: '18px',
              px: 0.75,
              borderRadius: 1,
              border: 1,
              borderColor: tone === 'default' ? 'divider' : `${tone}.main`,
              color: tone === 'default' ? 'text.secondary' : `${tone}.main`,
              flexShrink: 0,
            }}
          >
            {t(`jobTypeEditor.list.badges.${key}`)}
          </Box>
        </Fragment>
      ))}
    </Stack>
  );
}
