/**
 * The studio's own software, drawn in HTML from the real screens (My Tasks and the
 * dashboard's journey): no screenshots to download, sharp at any size, and the same type
 * and colours as the app. Each shot is one image to a screen reader, named by its label.
 */

function Window({
  label,
  address,
  className = '',
  children,
}: {
  label: string;
  address: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className={`overflow-hidden rounded-2xl border border-ink-700 bg-ink-950 shadow-2xl shadow-black/60 ${className}`}
    >
      <div
        aria-hidden="true"
        className="flex items-center gap-2 border-b border-ink-800 px-4 py-2.5"
      >
        <span className="size-2.5 rounded-full bg-ink-600" />
        <span className="size-2.5 rounded-full bg-ink-600" />
        <span className="size-2.5 rounded-full bg-ink-600" />
        <span className="ml-3 truncate rounded-md bg-ink-900 px-3 py-0.5 text-[11px] text-ink-400">
          {address}
        </span>
      </div>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

const tasks = [
  { title: 'Approve homepage story', note: 'Scroll draft v3 from the CORE team', done: true },
  { title: 'Record voice interview', note: 'MIRROR: 60 minutes, twelve questions', done: false },
  { title: 'Review onboarding e-mails', note: 'Shared by Maya · can edit', done: false },
  { title: 'Pick the August content themes', note: 'SIGNAL calendar', done: false },
];

/** My Tasks: folders on the left, the list with checkboxes on the right. */
export function TasksShot({ className }: { className?: string }) {
  return (
    <Window
      label="The My Tasks screen: a folder list beside tasks with checkboxes, one shared by a teammate"
      address="signal.studio/todos"
      className={className}
    >
      <div className="grid grid-cols-[7.5rem_1fr] text-left sm:grid-cols-[9rem_1fr]">
        <div className="space-y-1 border-r border-ink-800 p-3 text-[11px] text-ink-300">
          <p className="rounded-lg bg-ink-800 px-2 py-1.5 font-semibold text-ink-100">All tasks</p>
          <p className="px-2 py-1.5">Launch · 6</p>
          <p className="px-2 py-1.5">Content · 4</p>
          <p className="px-2 py-1.5 text-pulse-400">Shared · 2</p>
        </div>
        <div className="p-3 sm:p-4">
          <p className="font-display text-base font-semibold text-ink-100">My Tasks</p>
          <div className="mt-2 flex gap-1.5 text-[10px]">
            <span className="rounded-full bg-signal-500 px-2 py-0.5 font-semibold text-ink-950">
              All
            </span>
            <span className="rounded-full border border-ink-700 px-2 py-0.5 text-ink-300">
              Active
            </span>
            <span className="rounded-full border border-ink-700 px-2 py-0.5 text-ink-300">
              Done
            </span>
          </div>
          <ul className="mt-3 space-y-1.5">
            {tasks.map((task) => (
              <li
                key={task.title}
                className="flex items-start gap-2 rounded-lg border border-ink-800 bg-ink-900 px-2.5 py-2"
              >
                <span
                  className={`mt-0.5 size-3 shrink-0 rounded-sm border ${task.done ? 'border-signal-500 bg-signal-500' : 'border-ink-400'}`}
                />
                <span className="min-w-0">
                  <span
                    className={`block truncate text-[11px] font-medium ${task.done ? 'text-ink-400 line-through' : 'text-ink-100'}`}
                  >
                    {task.title}
                  </span>
                  <span className="block truncate text-[10px] text-ink-400">{task.note}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Window>
  );
}

const journey = [
  { name: 'SPARK™', status: 'Completed', tone: 'text-pulse-400' },
  { name: 'BRAND KIT™', status: 'Completed', tone: 'text-pulse-400' },
  { name: 'CORE™', status: 'Current Focus', tone: 'text-signal-300' },
  { name: 'MIRROR™', status: 'Available now', tone: 'text-ink-300' },
  { name: 'SIGNAL™', status: 'Locked', tone: 'text-ink-400' },
  { name: 'MOMENTUM™', status: 'Locked', tone: 'text-ink-400' },
];

/** The dashboard's journey: the ladder of products with each one's status. */
export function LadderShot({ className }: { className?: string }) {
  return (
    <Window
      label="The customer dashboard: the product ladder from SPARK to MOMENTUM, two steps done and CORE in focus"
      address="signal.studio/dashboard"
      className={className}
    >
      <div className="p-4 text-left">
        <p className="font-display text-base font-semibold text-ink-100">Your Signal journey</p>
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-ink-800">
          <div className="h-full w-5/12 rounded-full bg-gradient-to-r from-signal-500 to-pulse-400" />
        </div>
        <ol className="mt-3 space-y-1.5">
          {journey.map((step, index) => (
            <li
              key={step.name}
              className={`flex items-center gap-2.5 rounded-lg border px-2.5 py-1.5 ${index === 2 ? 'border-signal-500/60 bg-signal-500/10' : 'border-ink-800 bg-ink-900'}`}
            >
              <span className="grid size-5 shrink-0 place-items-center rounded-full bg-ink-800 text-[10px] font-semibold text-ink-100">
                {index + 1}
              </span>
              <span className="flex-1 text-[11px] font-semibold text-ink-100">{step.name}</span>
              <span className={`text-[10px] ${step.tone}`}>{step.status}</span>
            </li>
          ))}
        </ol>
      </div>
    </Window>
  );
}
