import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Answer, Question } from '@fieldwork/contracts';
import { formatDisplayDateTime } from '../../../components/attachments/displayDate';
import {
  formatDuration,
  isInstant,
  isMobileNumber,
  itemText,
  listItems,
  punchSeconds,
  richTextBlocks,
  SHOWN_BLOCKS,
  SHOWN_ITEMS,
  tableRows,
  telHref,
} from './answerValues';
import { ShowMore } from './ShowMore';

const day = (iso: string) => formatDisplayDateTime(iso)?.split(', ')[0] ?? iso;
const clock = (text: string) => (isInstant(text) ? (formatDisplayDateTime(text)?.split(', ')[1] ?? text) : text);
const ltr = (text: string) => <span dir="ltr">{text}</span>;

/** Read-only text; a mobile number starting 05 gets a Call link (spec 2 section 2). */
export function ReadOnlyText({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        <bdi>{text}</bdi>
      </Typography>
      {isMobileNumber(text) && (
        <Link href={telHref(text)} variant="body2" data-testid="answer-call">
          {t('jobs.answers.call')}
        </Link>
      )}
    </Stack>
  );
}

/** An answer's value as its question's type shows it; files, comment and the rest are drawn around it. */
export function AnswerValue({ question, answer }: { question: Question; answer: Answer }) {
  const { t, i18n } = useTranslation();
  const value = answer.value;
  const settings = question.settings as Record<string, unknown>;
  switch (question.type) {
    case 'step':
    case 'message':
    case 'summary':
      return null;
    case 'text':
    case 'project_value':
      return value === null || value === undefined || value === '' ? null : <ReadOnlyText text={itemText(value)} />;
    case 'bool':
      return typeof value === 'boolean' ? <Typography variant="body2">{value ? t('jobs.answers.yes') : t('jobs.answers.no')}</Typography> : null;
    case 'list':
    case 'project_list':
    case 'system_list': {
      const items = listItems(value);
      return items.length ? <ShowMore items={items} shown={SHOWN_ITEMS} render={(item) => <bdi>{item}</bdi>} testId="answer-list" /> : null;
    }
    case 'project_table': {
      const rows = tableRows(value);
      return rows.length ? <ShowMore items={rows} shown={SHOWN_ITEMS} render={(row) => <bdi>{row}</bdi>} testId="answer-table" /> : null;
    }
    case 'rich_text': {
      const blocks = richTextBlocks(value);
      return blocks.length ? <ShowMore items={blocks} shown={SHOWN_BLOCKS} kind="blocks" render={(block) => <bdi>{block}</bdi>} testId="answer-rich-text" /> : null;
    }
    case 'length':
    case 'number_stepper': {
      if (typeof value !== 'number') return value === null || value === undefined ? null : <ReadOnlyText text={itemText(value)} />;
      const number = new Intl.NumberFormat(i18n.language).format(value);
      const unit = question.type === 'length' && typeof settings.unit === 'string' ? ` ${t(`jobs.answers.units.${settings.unit}`)}` : '';
      return <Typography variant="body2">{number}{unit}</Typography>;
    }
    case 'ranking':
      return typeof value === 'number' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Rating value={value} max={5} readOnly size="small" aria-hidden />
          <Typography variant="body2">{t('jobs.answers.ranking', { value })}</Typography>
        </Stack>
      ) : null;
    case 'date_time':
      return <DateAnswer answer={answer} settings={settings} />;
    case 'blueprint':
      return answer.elements.length ? <Typography variant="body2">{t('jobs.answers.elements', { count: answer.elements.length })}</Typography> : null;
    case 'image':
      // The pictures are its files, drawn below.
      return null;
  }
}

/** A date, a time, a range of hours on a day, or a punch clock's start, stop and duration. */
function DateAnswer({ answer, settings }: { answer: Answer; settings: Record<string, unknown> }) {
  const { t } = useTranslation();
  if (settings.isPunchClock || answer.punchStart || answer.punchClockOn) {
    const seconds = punchSeconds(answer);
    return (
      <Stack spacing={0.25} data-testid="answer-punch-clock">
        {answer.punchStart && <Typography variant="body2">{t('jobs.answers.punchStart')}: {ltr(formatDisplayDateTime(answer.punchStart) ?? '')}</Typography>}
        {answer.punchEnd && <Typography variant="body2">{t('jobs.answers.punchEnd')}: {ltr(formatDisplayDateTime(answer.punchEnd) ?? '')}</Typography>}
        {answer.punchClockOn ? (
          <Typography variant="body2" color="success.main">{t('jobs.answers.punchRunning')}</Typography>
        ) : (
          seconds !== null && <Typography variant="body2">{t('jobs.answers.punchDuration')}: {ltr(formatDuration(seconds))}</Typography>
        )}
      </Stack>
    );
  }
  const range = answer.range;
  if (range) {
    const on = range.date ?? (range.from && isInstant(range.from) ? range.from : null);
    const hours = range.allDay
      ? [t('jobs.answers.allDay'), range.selectedDay].filter(Boolean).join(' · ')
      : [range.from, range.to].filter((x): x is string => Boolean(x)).map(clock).join(' – ');
    return (
      <Typography variant="body2" data-testid="answer-range">
        {on && ltr(day(on))}
        {on && hours ? ', ' : ''}
        {range.allDay ? hours : ltr(hours)}
      </Typography>
    );
  }
  if (typeof answer.value !== 'string' || !answer.value) return null;
  const kind = settings.dateType;
  const text = !isInstant(answer.value)
    ? answer.value
    : kind === 'date'
      ? day(answer.value)
      : kind === 'time'
        ? clock(answer.value)
        : (formatDisplayDateTime(answer.value) ?? answer.value);
  return <Typography variant="body2">{ltr(text)}</Typography>;
}
