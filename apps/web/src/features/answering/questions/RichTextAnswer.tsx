import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import { useTranslation } from 'react-i18next';
import { MENTION_SUGGESTIONS_MAX, richTextValueSchema, stableJson, type RichTextValue } from '@fieldwork/contracts';
import { answerText, earlierAnswers, firstLine } from './answerText';
import { describedBy, FieldIssue, type AnswerPartProps } from './fieldParts';
import { blocksToHtml, htmlToBlocks } from './richText';

type Command = 'bold' | 'italic' | 'underline' | 'h1' | 'h2' | 'h3' | 'h4' | 'bullets' | 'numbers';

const COMMANDS: Array<{ command: Command; icon: ReactElement | string }> = [
  { command: 'bold', icon: <FormatBold fontSize="small" /> },
  { command: 'italic', icon: <FormatItalic fontSize="small" /> },
  { command: 'underline', icon: <FormatUnderlined fontSize="small" /> },
  { command: 'h1', icon: 'H1' },
  { command: 'h2', icon: 'H2' },
  { command: 'h3', icon: 'H3' },
  { command: 'h4', icon: 'H4' },
  { command: 'bullets', icon: <FormatListBulleted fontSize="small" /> },
  { command: 'numbers', icon: <FormatListNumbered fontSize="small" /> },
];

/** An earlier answer offered after $: its question's title and the first line it inserts. */
export interface MentionSuggestion {
  key: string;
  title: string;
  text: string;
}

/** Runs a formatting command on the selection (the browser's editing commands, which every engine still carries). */
function runCommand(command: Command) {
  if (typeof document.execCommand !== 'function') return;
  switch (command) {
    case 'bold':
    case 'italic':
    case 'underline':
      document.execCommand(command);
      break;
    case 'bullets':
      document.execCommand('insertUnorderedList');
      break;
    case 'numbers':
      document.execCommand('insertOrderedList');
      break;
    default: {
      const current = String(document.queryCommandValue?.('formatBlock') ?? '').toLowerCase();
      document.execCommand('formatBlock', false, current === command ? 'p' : command);
    }
  }
}

function commandState(command: Command): boolean {
  if (typeof document.queryCommandState !== 'function') return false;
  try {
    if (command === 'bold' || command === 'italic' || command === 'underline') return document.queryCommandState(command);
    if (command === 'bullets') return document.queryCommandState('insertUnorderedList');
    if (command === 'numbers') return document.queryCommandState('insertOrderedList');
    return String(document.queryCommandValue('formatBlock')).toLowerCase() === command;
  } catch {
    return false;
  }
}

/** The "$query" just before the caret inside `root`, with its text node and offsets. */
function mentionAtCaret(root: HTMLElement): { node: Text; start: number; end: number; query: string } | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || !selection.isCollapsed) return null;
  const node = selection.anchorNode;
  if (!node || node.nodeType !== Node.TEXT_NODE || !root.contains(node)) return null;
  const before = (node.textContent ?? '').slice(0, selection.anchorOffset);
  const match = /(^|\s)\$([^\s$]{0,40})$/.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { node: node as Text, start: selection.anchorOffset - query.length - 1, end: selection.anchorOffset, query };
}

/**
 * Rich text (spec 2 sections 4 and 5): a small contentEditable editor of our own (ADR 0044) with
 * bold, italic, underline, headings 1 to 4 and both lists, kept as contracts' blocks. With the
 * mention app on, $ offers up to 10 earlier answers by their question's title; choosing one
 * inserts the first line of that answer, marked as a mention.
 */
export function RichTextAnswer({ question, draft, set, ids, issues, readOnly, context }: AnswerPartProps) {
  const { t } = useTranslation();
  const editor = useRef<HTMLDivElement>(null);
  const emitted = useRef<string>('');
  const [active, setActive] = useState<Partial<Record<Command, boolean>>>({});
  const [mention, setMention] = useState<{ query: string; highlighted: number } | null>(null);
  const parsed = richTextValueSchema.safeParse(draft.value);
  const value: RichTextValue | null = parsed.success ? parsed.data : null;
  const valueJson = stableJson(value);

  // The DOM is written only when the value comes from outside (first render, another device).
  useEffect(() => {
    const root = editor.current;
    if (!root || valueJson === emitted.current) return;
    root.innerHTML = blocksToHtml(value);
    emitted.current = valueJson;
  }, [valueJson]);

  const words = { yes: t('questionFields.yes'), no: t('questionFields.no') };
  const all = useMemo<MentionSuggestion[]>(
    () =>
      context.mentionsOn
        ? earlierAnswers(question, context)
            .map(({ question: q, key, draft: d }) => ({ key, title: q.title.trim() || t('questionFields.untitled'), text: firstLine(answerText(d, words)) }))
            .filter((s) => s.text !== '')
        : [],
    [context.mentionsOn, context.questions, context.drafts, question, t],
  );
  const suggestions = mention
    ? all.filter((s) => `${s.title} ${s.text}`.toLowerCase().includes(mention.query.toLowerCase())).slice(0, MENTION_SUGGESTIONS_MAX)
    : [];

  const emit = () => {
    const root = editor.current;
    if (!root) return;
    const next = htmlToBlocks(root);
    emitted.current = stableJson(next);
    set({ value: next });
  };
  const refreshState = () => setActive(Object.fromEntries(COMMANDS.map(({ command }) => [command, commandState(command)])));
  const lookForMention = () => {
    if (!context.mentionsOn || !editor.current) return setMention(null);
    const found = mentionAtCaret(editor.current);
    setMention(found ? { query: found.query, highlighted: 0 } : null);
  };

  const insertMention = (suggestion: MentionSuggestion) => {
    const root = editor.current;
    if (!root) return;
    const at = mentionAtCaret(root);
    if (!at) return;
    const range = document.createRange();
    range.setStart(at.node, Math.max(0, at.start));
    range.setEnd(at.node, at.end);
    range.deleteContents();
    const span = document.createElement('span');
    span.setAttribute('data-mention', suggestion.key);
    span.setAttribute('contenteditable', 'false');
    span.className = 'rt-mention';
    span.textContent = suggestion.text;
    const space = document.createTextNode('\u00a0');
    range.insertNode(space);
    range.insertNode(span);
    const selection = window.getSelection();
    const after = document.createRange();
    after.setStartAfter(space);
    after.collapse(true);
    selection?.removeAllRanges();
    selection?.addRange(after);
    setMention(null);
    emit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!mention || suggestions.length === 0) {
      if (mention && event.key === 'Escape') setMention(null);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setMention({ ...mention, highlighted: (mention.highlighted + step + suggestions.length) % suggestions.length });
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      insertMention(suggestions[mention.highlighted] ?? suggestions[0]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setMention(null);
    }
  };

  const listId = ids.part('mentions');
  const open = mention !== null && !readOnly;
  const activeOption = open && suggestions.length > 0 ? `${listId}-${mention.highlighted}` : undefined;

  return (
    <Stack spacing={0.5}>
      <Box sx={{ border: 1, borderColor: issues?.value ? 'error.main' : 'divider', borderRadius: 1, position: 'relative', '&:focus-within': { borderColor: 'primary.main' } }}>
        {!readOnly && (
          <Stack role="toolbar" aria-label={t('questionFields.richText.toolbar')} aria-controls={ids.value} direction="row" sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap', gap: 0.25 }}>
            {COMMANDS.map(({ command, icon }) => (
              <Tooltip key={command} title={t(`questionFields.richText.${command}`)}>
                <IconButton
                  size="small"
                  // A button that shows words (H1) is named by them first (label in name); an icon's name is the command's.
                  aria-label={typeof icon === 'string' ? `${icon} ${t(`questionFields.richText.${command}`)}` : t(`questionFields.richText.${command}`)}
                  aria-pressed={Boolean(active[command])}
                  color={active[command] ? 'primary' : 'default'}
                  // The selection stays in the text while the button is pressed.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    editor.current?.focus();
                    runCommand(command);
                    emit();
                    refreshState();
                  }}
                  sx={{ minWidth: 34, fontWeight: 700, fontSize: '0.8rem' }}
                >
                  {icon}
                </IconButton>
              </Tooltip>
            ))}
          </Stack>
        )}
        <Box
          ref={editor}
          id={ids.value}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={ids.title}
          {...describedBy(ids, 'value', issues, context.mentionsOn && !readOnly ? ids.part('mention-hint') : undefined)}
          aria-readonly={readOnly || undefined}
          aria-autocomplete={context.mentionsOn ? 'list' : undefined}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={activeOption}
          contentEditable={!readOnly}
          suppressContentEditableWarning
          dir="auto"
          onInput={() => {
            emit();
            lookForMention();
          }}
          onKeyDown={onKeyDown}
          onKeyUp={(event) => {
            refreshState();
            if (event.key.startsWith('Arrow') && !open) lookForMention();
          }}
          onMouseUp={refreshState}
          onBlur={() => setTimeout(() => setMention(null), 150)}
          data-testid="rich-text-editor"
          sx={{
            minHeight: 120,
            p: 1.5,
            outline: 'none',
            overflowWrap: 'anywhere',
            '& p, & h1, & h2, & h3, & h4': { my: 0.5 },
            '& h1': { fontSize: '1.6rem' },
            '& h2': { fontSize: '1.35rem' },
            '& h3': { fontSize: '1.15rem' },
            '& h4': { fontSize: '1rem' },
            '& ul, & ol': { my: 0.5, paddingInlineStart: 3 },
            '& .rt-mention': { bgcolor: 'action.selected', borderRadius: 1, px: 0.5 },
          }}
        />
        {open && (
          <Paper elevation={4} sx={{ position: 'absolute', insetInlineStart: 8, insetBlockStart: '100%', zIndex: 2, minWidth: 220, maxWidth: 'calc(100% - 16px)', mt: 0.5 }}>
            {suggestions.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }} role="status">
                {t('questionFields.richText.noMentions')}
              </Typography>
            ) : (
              <List id={listId} role="listbox" aria-label={t('questionFields.richText.mentions')} dense>
                {suggestions.map((suggestion, index) => (
                  <ListItemButton
                    key={suggestion.key}
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={index === mention.highlighted}
                    selected={index === mention.highlighted}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => insertMention(suggestion)}
                  >
                    <ListItemText primary={<bdi>{suggestion.title}</bdi>} secondary={<bdi>{suggestion.text}</bdi>} />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Paper>
        )}
      </Box>
      {context.mentionsOn && !readOnly && (
        <Typography id={ids.part('mention-hint')} variant="caption" color="text.secondary">
          {t('questionFields.richText.mentionHint')}
        </Typography>
      )}
      <FieldIssue ids={ids} path="value" issues={issues} />
    </Stack>
  );
}
