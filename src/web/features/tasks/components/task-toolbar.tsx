import { Switch, ToggleGroup } from 'radix-ui';
import { useId } from 'react';
import { todoFilterLabels, todoFilters, type TodoFilter } from '~/shared/tasks/todo-filter';

interface TaskToolbarProps {
  filter: TodoFilter;
  onFilterChange(filter: TodoFilter): void;
  isBulkMode: boolean;
  onBulkModeChange(isOn: boolean): void;
  /** False where the user may change nothing (a folder shared to view): no bulk switch. */
  canSelect: boolean;
  /** In bulk mode, how many "Select all" would select; undefined when all are. */
  selectAllCount: number | undefined;
  onSelectAll(): void;
}

/** The filter (Active, All, Completed) and the Bulk Select switch. */
export function TaskToolbar({
  filter,
  onFilterChange,
  isBulkMode,
  onBulkModeChange,
  canSelect,
  selectAllCount,
  onSelectAll,
}: TaskToolbarProps) {
  const switchId = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <ToggleGroup.Root
        type="single"
        value={filter}
        onValueChange={(value) => value && onFilterChange(value as TodoFilter)}
        aria-label="Show tasks"
        className="inline-flex rounded-full border border-ink-700 bg-ink-900 p-1"
      >
        {todoFilters.map((value) => (
          <ToggleGroup.Item
            key={value}
            value={value}
            className="rounded-full px-4 py-1.5 text-sm text-ink-300 hover:text-ink-100 data-[state=on]:bg-ink-700 data-[state=on]:font-semibold data-[state=on]:text-ink-100"
          >
            {todoFilterLabels[value]}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      {canSelect && (
        <div className="flex items-center gap-2">
          {isBulkMode && selectAllCount !== undefined && (
            <button
              type="button"
              onClick={onSelectAll}
              className="mr-2 text-sm text-signal-300 underline"
            >
              Select all {selectAllCount}
            </button>
          )}
          {/* The label is the 44 px tap target around the small switch (WCAG 2.5.5). */}
          <label
            htmlFor={switchId}
            className="flex min-h-11 items-center gap-2 text-sm text-ink-300"
          >
            Bulk Select
            <Switch.Root
              id={switchId}
              checked={isBulkMode}
              onCheckedChange={onBulkModeChange}
              className="relative h-6 min-h-0 w-11 rounded-full bg-ink-700 transition-colors data-[state=checked]:bg-signal-500"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-ink-100 transition-transform data-[state=checked]:translate-x-5.5" />
            </Switch.Root>
          </label>
        </div>
      )}
    </div>
  );
}
