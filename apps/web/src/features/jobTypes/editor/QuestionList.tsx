import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Question } from '@fieldwork/contracts';
import { QUESTION_ROW_HEIGHT, QuestionRow, STEP_ROW_HEIGHT } from './QuestionRow';

export interface QuestionListProps {
  questions: readonly Question[];
  selectedId: string | null;
  /** The selected question has unsaved changes: its row says so. */
  dirty: boolean;
  /** No reordering while a change of the order is on its way. */
  locked: boolean;
  onSelect: (id: string) => void;
  /** Every question's id in the new order, after a drop that moved one. */
  onReorder: (ids: string[]) => void;
}

/**
 * The questionnaire in its sequence: steps head the questions after them. Rows are virtual (a
 * window of them is in the page, so 500 questions scroll and drag smoothly) and sortable with
 * the pointer or the keyboard (Space picks up, the arrows move, Space drops, Escape cancels),
 * every move announced to screen readers in the user's language.
 */
export const QuestionList = memo(function QuestionList({ questions, selectedId, dirty, locked, onSelect, onReorder }: QuestionListProps) {
  const { t } = useTranslation();
  const ids = useMemo(() => questions.map((q) => q._id), [questions]);
  const byId = useMemo(() => new Map(questions.map((q) => [q._id, q])), [questions]);
  const inStep = useMemo(() => {
    let afterStep = false;
    return questions.map((q) => {
      if (q.type === 'step') {
        afterStep = true;
        return false;
      }
      return afterStep;
    });
  }, [questions]);
  const scroller = useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const activeIndex = activeId === null ? -1 : ids.indexOf(String(activeId));

  // The row being moved stays in the page even when the window scrolls past it, or the drag would end.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex >= 0 && !indexes.includes(activeIndex)) return [...indexes, activeIndex].sort((a, b) => a - b);
      return indexes;
    },
    [activeIndex],
  );
  const virtualizer = useVirtualizer({
    count: questions.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (questions[index]?.type === 'step' ? STEP_ROW_HEIGHT : QUESTION_ROW_HEIGHT),
    getItemKey: (index) => ids[index] ?? index,
    overscan: 6,
    rangeExtractor,
  });

  // A question selected from elsewhere (just added, or after a delete) is brought into view.
  const selectedIndex = selectedId ? ids.indexOf(selectedId) : -1;
  const selectedShown = selectedIndex >= 0;
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
    // Only a new selection (or a new question arriving) moves the list; a reorder leaves it where the user put it.
  }, [selectedId, selectedShown]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const lastOver = useRef<UniqueIdentifier | null>(null);
  const accessibility = useMemo(() => {
    const named = (id: UniqueIdentifier) => {
      const q = byId.get(String(id));
      return { id: q?.ID ?? '', title: q?.title.trim() || t('jobTypeEditor.list.untitled'), total: ids.length };
    };
    const position = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return t('jobTypeEditor.dnd.pickedUp', { ...named(active.id), position: position(active.id) });
      },
      // Said only when the place changes: being over its own place at pick-up adds nothing.
      onDragOver: ({ active, over }) => {
        if ((over?.id ?? null) === lastOver.current) return undefined;
        lastOver.current = over?.id ?? null;
        return over ? t('jobTypeEditor.dnd.movedOver', { ...named(active.id), position: position(over.id) }) : t('jobTypeEditor.dnd.outside', named(active.id));
      },
      onDragEnd: ({ active, over }) =>
        over ? t('jobTypeEditor.dnd.dropped', { ...named(active.id), position: position(over.id) }) : t('jobTypeEditor.dnd.cancelled', { ...named(active.id), position: position(active.id) }),
      onDragCancel: ({ active }) => t('jobTypeEditor.dnd.cancelled', { ...named(active.id), position: position(active.id) }),
    };
    const screenReaderInstructions: ScreenReaderInstructions = { draggable: t('jobTypeEditor.dnd.instructions') };
    return { announcements, screenReaderInstructions };
  }, [byId, ids, t]);

  const onDragStart = useCallback((event: DragStartEvent) => setActiveId(event.active.id), []);
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setActiveId(null);
      if (!over || active.id === over.id) return;
      const from = ids.indexOf(String(active.id));
      const to = ids.indexOf(String(over.id));
      if (from >= 0 && to >= 0) onReorder(arrayMove(ids, from, to));
    },
    [ids, onReorder],
  );
  const onDragCancel = useCallback(() => setActiveId(null), []);

  if (questions.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {t('jobTypeEditor.list.empty')}
      </Typography>
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box ref={scroller} data-testid="question-list-scroller" sx={{ height: '100%', overflowY: 'auto', overflowX: 'hidden', position: 'relative' }}>
          <Box role="list" aria-label={t('jobTypeEditor.list.label')} sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const question = questions[item.index]!;
              return (
                <QuestionRow
                  key={question._id}
                  question={question}
                  index={item.index}
                  total={questions.length}
                  start={item.start}
                  selected={question._id === selectedId}
                  dirty={dirty && question._id === selectedId}
                  inStep={inStep[item.index] ?? false}
                  locked={locked}
                  onSelect={onSelect}
                />
              );
            })}
          </Box>
        </Box>
      </SortableContext>
    </DndContext>
  );
});
