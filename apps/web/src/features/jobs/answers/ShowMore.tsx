import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

interface ShowMoreProps {
  items: readonly string[];
  /** How many show before 'View More'. */
  shown: number;
  render: (item: string, index: number) => ReactNode;
  /** 'list' (bulleted items) or 'blocks' (paragraphs of rich text, with 'See more'). */
  kind?: 'list' | 'blocks';
  testId?: string;
}

/** The first items of a long answer, then a cue that opens the rest (spec 2 section 2). */
export function ShowMore({ items, shown, render, kind = 'list', testId }: ShowMoreProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const visible = open ? items : items.slice(0, shown);
  const more = items.length - shown;
  return (
    <Box data-testid={testId}>
      <Box
        id={id}
        component={kind === 'list' ? 'ul' : 'div'}
        sx={kind === 'list' ? { m: 0, pl: 2.5 } : { '& > p': { m: 0, mb: 0.5 } }}
      >
        {visible.map((item, i) => (kind === 'list' ? <li key={i}>{render(item, i)}</li> : <p key={i}>{render(item, i)}</p>))}
      </Box>
      {more > 0 && (
        <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={id} sx={{ px: 0.5, minWidth: 0 }}>
          {open ? t('jobs.answers.viewLess') : kind === 'list' ? t('jobs.answers.viewMore', { count: more }) : t('jobs.answers.seeMore')}
        </Button>
      )}
    </Box>
  );
}
