import { useState } from 'react';
import FlagIcon from '@mui/icons-material/Flag';
import InsertDriveFile from '@mui/icons-material/InsertDriveFileOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { answerDetailsFor, DEFAULT_ISSUE_COLOR, displayName, type Answer, type Question } from '@fieldwork/contracts';
import { readableTextOn } from '../../../app/theme/contrast';
import { useBootstrap, useCurrentUser } from '../../../app/session/useSession';
import { formatDisplayDateTime } from '../../../components/attachments/displayDate';
import { UserAvatar } from '../../../components/UserAvatar';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { itemText } from './answerValues';
import { AnswerValue } from './AnswerValue';

/** The approximate place an answer was given, on the map (OpenStreetMap, as the project map). */
export function locationHref({ lat, long }: { lat: number; long: number }): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${long}#map=16/${lat}/${long}`;
}

/**
 * One answer in the side panel (spec 2 section 2, "Answer display in the panel"): its value by
 * type, the issue flag in the instance's issue colour, the comment, files, signature and e-mails,
 * then who answered and when, the approximate location (sys_admin) and the history. The answerer
 * and the history are hidden from clients (answerDetailsFor), whatever the reply carries.
 */
export function AnswerDisplay({ question, answer }: { question: Question; answer: Answer }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { branding } = useBootstrap();
  const details = answerDetailsFor(me.role);
  const issueColor = branding.review?.color.hex ?? DEFAULT_ISSUE_COLOR;

  return (
    <Stack spacing={0.75} data-testid={`answer-${answer.question}`}>
      <AnswerValue question={question} answer={answer} />
      {answer.isIssue && (
        <Box>
          <Chip
            size="small"
            icon={<FlagIcon aria-hidden />}
            label={t('jobs.answers.issue')}
            data-testid="answer-issue"
            sx={{ bgcolor: issueColor, color: readableTextOn(issueColor), '& .MuiChip-icon': { color: 'inherit' } }}
          />
        </Box>
      )}
      {answer.comment && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="answer-comment">
          <Box component="span" sx={{ color: 'text.secondary' }}>{t('jobs.answers.comment')}: </Box>
          <bdi>{answer.comment}</bdi>
        </Typography>
      )}
      {answer.files.length > 0 && <AnswerFiles files={answer.files} />}
      {answer.signature && (
        <Box component="img" src={answer.signature} alt={t('jobs.answers.signature')} sx={{ height: 64, maxWidth: '100%', objectFit: 'contain', bgcolor: 'common.white', border: 1, borderColor: 'divider', borderRadius: 1, alignSelf: 'flex-start' }} />
      )}
      {answer.emails.length > 0 && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>{t('jobs.answers.emails')}: </Box>
          <span dir="ltr">{answer.emails.join(', ')}</span>
        </Typography>
      )}
      <AnswerMeta answer={answer} showAnswerer={details.answerer} showLocation={details.location} />
      {details.history && answer.history && answer.history.length > 0 && <AnswerHistory history={answer.history} />}
    </Stack>
  );
}

function AnswerFiles({ files }: { files: Answer['files'] }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={t('jobs.answers.files')} sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75 }} data-testid="answer-files">
      {files.map((f) => (
        <li key={f.assetId}>
          <Link href={f.url} target="_blank" rel="noopener" title={f.name} sx={{ display: 'block' }}>
            {f.thumbnail ? (
              <Box component="img" src={f.thumbnail} alt={f.name} loading="lazy" sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, display: 'block', border: 1, borderColor: 'divider' }} />
            ) : (
              <Stack sx={{ width: 56, height: 56, alignItems: 'center', justifyContent: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <InsertDriveFile color="action" aria-hidden />
                <Box component="span" sx={visuallyHidden}>{f.name}</Box>
              </Stack>
            )}
          </Link>
        </li>
      ))}
    </Box>
  );
}

function AnswerMeta({ answer, showAnswerer, showLocation }: { answer: Answer; showAnswerer: boolean; showLocation: boolean }) {
  const { t } = useTranslation();
  const user = showAnswerer ? answer.user : null;
  const location = showLocation ? answer.location : null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary' }} data-testid="answer-meta">
      {user && (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }} data-testid="answer-user">
          <UserAvatar user={user} size={22} />
          <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{displayName(user)}</bdi> · <span dir="ltr">{user.email}</span>
          </Typography>
        </Stack>
      )}
      <Typography variant="caption" component="time" dateTime={answer.date} dir="ltr" data-testid="answer-date">
        {formatDisplayDateTime(answer.date)}
      </Typography>
      {location && (
        <Link href={locationHref(location)} target="_blank" rel="noopener" variant="caption" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }} data-testid="answer-location">
          <PlaceOutlined sx={{ fontSize: 14 }} aria-hidden />
          {t('jobs.answers.location')}
        </Link>
      )}
    </Stack>
  );
}

function AnswerHistory({ history }: { history: NonNullable<Answer['history']> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = (value: unknown) => (Array.isArray(value) ? value.map(itemText).join(', ') : itemText(value)) || t('jobs.answers.empty');
  return (
    <Box data-testid="answer-history">
      <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={{ px: 0.5, minWidth: 0 }}>
        {t('jobs.answers.history', { count: history.length })}
      </Button>
      {open && (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {history.map((entry, i) => (
            <Typography component="li" variant="caption" key={i} sx={{ display: 'list-item', overflowWrap: 'anywhere' }}>
              <span dir="ltr">{formatDisplayDateTime(entry.date)}</span>
              {entry.user && (
                <>
                  {' · '}
                  <bdi>{displayName(entry.user)}</bdi>
                </>
              )}
              {': '}
              {t('jobs.answers.change', { before: text(entry.before), after: text(entry.after) })}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
