import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { openCountLabel, type TaskRow as TaskRowModel } from '../task-rows';
import { TaskRow, type TaskRowActions } from './task-row';

interface TaskListProps extends TaskRowActions {
  rows: TaskRowModel[];
  isBulkMode: boolean;
  selectedIds: ReadonlySet<string>;
  /** A task just added: scrolled into view and briefly highlighted. */
  highlightId?: string | undefined;
}

/**
 * The task list, virtualised against the page scroll so a 5,000-task folder stays
 * smooth: only the rows near the viewport exist in the page. Rows measure themselves
 * (descriptions make them taller).
 */
export function TaskList({
  rows,
  isBulkMode,
  selectedIds,
  highlightId,
  ...actions
}: TaskListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts on the page moves when anything above it changes size (the add
  // form opening, a long folder list on a phone); the virtualiser needs to know.
  useLayoutEffect(() => {
    const measure = () => {
      const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((current) => (Math.abs(current - top) > 1 ? top : current));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'header' ? 48 : 88),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 10,
    scrollMargin,
  });
  const sortableIds = useMemo(
    () => rows.flatMap((row) => (row.kind === 'todo' ? [row.todo.id] : [])),
    [rows],
  );
  const todoCount = sortableIds.length;
  const scrolledTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!highlightId || scrolledTo.current === highlightId) return;
    const index = rows.findIndex((row) => row.key === highlightId);
    if (index < 0) return;
    scrolledTo.current = highlightId;
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [highlightId, rows, virtualizer]);

  return (
    <SortableContext items={sortableIds} strategy={verticalListSortingStrategy}>
      <div ref={listRef} role="list" aria-label="Tasks">
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                role="listitem"
                aria-setsize={row.kind === 'todo' ? todoCount : undefined}
                className="absolute top-0 left-0 w-full pb-2"
                style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
              >
                {row.kind === 'header' ? (
                  <h3 className="flex items-baseline gap-2 px-1 pt-3 pb-1 text-sm font-semibold tracking-wide text-ink-300 uppercase">
                    {row.label}
                    <span className="text-xs font-normal tracking-normal text-ink-400 normal-case">
                      {openCountLabel(row.openCount)}
                      {row.shownCount !== row.openCount && ` · ${row.shownCount} shown`}
                    </span>
                  </h3>
                ) : (
                  <TaskRow
                    todo={row.todo}
                    canChange={row.canChange}
                    isBulkMode={isBulkMode}
                    isSelected={selectedIds.has(row.todo.id)}
                    isHighlighted={row.todo.id === highlightId}
                    {...actions}
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </SortableContext>
  );
}
