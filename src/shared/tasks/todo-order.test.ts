import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containerOf,
  dropOnContainer,
  dropOnTodo,
  normaliseOrder,
  placeTodo,
  rootContainer,
  sameOrder,
  sortContainer,
  type Arrangement,
  type OrderableTodo,
  type TodoOrder,
} from './todo-order.ts';

const folders = ['f1', 'f2', 'f3'];
const containers = [rootContainer, ...folders];

function todo(id: string, container: string, minute: number): OrderableTodo {
  return {
    id,
    folder_id: container === rootContainer ? null : container,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  };
}

/** Each visible todo exactly once, under the key of the container it lives in. */
function expectNormalised({ todos, order }: Arrangement<OrderableTodo>): void {
  const listed = Object.entries(order).flatMap(([key, ids]) => ids.map((id) => ({ key, id })));
  expect(listed.map((entry) => entry.id).sort()).toEqual(todos.map((item) => item.id).sort());
  const byId = new Map(todos.map((item) => [item.id, item]));
  for (const { key, id } of listed) expect(containerOf(byId.get(id)!)).toBe(key);
  for (const ids of Object.values(order)) expect(ids.length).toBeGreaterThan(0);
}

/** Display order of a container, as the screen derives it from the saved order. */
const displayed = (arrangement: Arrangement<OrderableTodo>, key: string) =>
  sortContainer(
    arrangement.todos.filter((item) => containerOf(item) === key),
    arrangement.order[key],
  ).map((item) => item.id);

type Operation =
  | { kind: 'insert'; container: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'place'; pick: number; container: number; index: number }
  | { kind: 'drop'; pick: number; over: number }
  | { kind: 'dropOnFolder'; pick: number; container: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), container: fc.nat(3) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('place' as const),
    pick: fc.nat(),
    container: fc.nat(3),
    index: fc.integer({ min: -2, max: 40 }),
  }),
  fc.record({ kind: fc.constant('drop' as const), pick: fc.nat(), over: fc.nat() }),
  fc.record({ kind: fc.constant('dropOnFolder' as const), pick: fc.nat(), container: fc.nat(3) }),
);

/** Applies one operation, checking what that operation promises on the way. */
function apply(
  state: Arrangement<OrderableTodo>,
  op: Operation,
  nextId: () => string,
): Arrangement<OrderableTodo> {
  const pick = (n: number) => state.todos[n % Math.max(1, state.todos.length)];
  switch (op.kind) {
    case 'insert': {
      const created = todo(nextId(), containers[op.container]!, 1000 + state.todos.length);
      const todos = [...state.todos, created];
      const order = normaliseOrder(todos, state.order);
      expect(order[containerOf(created)]?.[0]).toBe(created.id);
      return { todos, order };
    }
    case 'delete': {
      const gone = pick(op.pick);
      const todos = state.todos.filter((item) => item.id !== gone?.id);
      return { todos, order: normaliseOrder(todos, state.order) };
    }
    case 'place': {
      const moving = pick(op.pick);
      if (!moving) return state;
      const container = containers[op.container]!;
      const others = displayed(state, container).filter((id) => id !== moving.id);
      const next = placeTodo(state.todos, state.order, {
        todoId: moving.id,
        container,
        index: op.index,
      });
      const expectedIndex = Math.max(0, Math.min(op.index, others.length));
      expect(displayed(next, container).indexOf(moving.id)).toBe(expectedIndex);
      // Everything else keeps its relative order, in every container.
      for (const key of containers) {
        const before = displayed(state, key).filter((id) => id !== moving.id);
        expect(displayed(next, key).filter((id) => id !== moving.id)).toEqual(before);
      }
      return next;
    }
    case 'drop': {
      const active = pick(op.pick);
      const over = pick(op.over);
      if (!active || !over) return state;
      const next = dropOnTodo(state.todos, state.order, active.id, over.id);
      if (active.id !== over.id) {
        const key = containerOf(over);
        expect(containerOf(next.todos.find((item) => item.id === active.id)!)).toBe(key);
        const list = displayed(next, key);
        const gap = list.indexOf(active.id) - list.indexOf(over.id);
        expect(Math.abs(gap)).toBe(1);
      } else {
        expect(sameOrder(next.order, state.order)).toBe(true);
      }
      return next;
    }
    case 'dropOnFolder': {
      const moving = pick(op.pick);
      if (!moving) return state;
      const container = containers[op.container]!;
      const next = dropOnContainer(state.todos, state.order, moving.id, container);
      expect(displayed(next, container)[0]).toBe(moving.id);
      return next;
    }
  }
}

describe('todo order', () => {
  it('keeps every visible todo exactly once through any sequence of moves, inserts and deletes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(3), { maxLength: 12 }),
        fc.array(operation, { maxLength: 40 }),
        (initialContainers, operations) => {
          let counter = 0;
          const nextId = () => `t${(counter += 1)}`;
          const todos = initialContainers.map((c, minute) =>
            todo(nextId(), containers[c]!, minute),
          );
          let state: Arrangement<OrderableTodo> = { todos, order: normaliseOrder(todos, {}) };
          expectNormalised(state);
          for (const op of operations) {
            state = apply(state, op, nextId);
            expectNormalised(state);
            // What is saved reads back as the same display order.
            expect(sameOrder(normaliseOrder(state.todos, state.order), state.order)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('drops stale, duplicate and foreign ids from a saved order and keeps the rest in place', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(50), { maxLength: 20 }),
        fc.array(fc.oneof(fc.nat(80), fc.constant(-1)), { maxLength: 40 }),
        (present, saved) => {
          const todos = present.map((n) => todo(`t${n}`, 'f1', n));
          const order: TodoOrder = { f1: saved.map((n) => `t${n}`), f2: ['t1', 't2'] };
          const normal = normaliseOrder(todos, order);
          expectNormalised({ todos, order: normal });
          const kept = [...new Set(order.f1)].filter((id) => present.includes(Number(id.slice(1))));
          const listed = normal.f1 ?? [];
          // Known ids keep their saved sequence, after the ones the order did not know.
          expect(listed.slice(listed.length - kept.length)).toEqual(kept);
        },
      ),
    );
  });

  it('moves down after the target and up before it, like a sortable list', () => {
    const todos = ['a', 'b', 'c', 'd'].map((id, n) => todo(id, rootContainer, n));
    const order = { root: ['a', 'b', 'c', 'd'] };
    expect(dropOnTodo(todos, order, 'a', 'c').order.root).toEqual(['b', 'c', 'a', 'd']);
    expect(dropOnTodo(todos, order, 'd', 'b').order.root).toEqual(['a', 'd', 'b', 'c']);
  });

  it('takes the target todo position and folder when dropped across folders', () => {
    const todos = [todo('a', rootContainer, 1), todo('x', 'f1', 2), todo('y', 'f1', 3)];
    const order = { root: ['a'], f1: ['x', 'y'] };
    const next = dropOnTodo(todos, order, 'a', 'y');
    expect(next.order).toEqual({ f1: ['x', 'a', 'y'] });
    expect(next.todos.find((item) => item.id === 'a')?.folder_id).toBe('f1');
  });

  it('puts todos the order does not know yet first, newest first', () => {
    const todos = [todo('old', 'f1', 1), todo('new', 'f1', 9), todo('placed', 'f1', 5)];
    expect(sortContainer(todos, ['placed']).map((item) => item.id)).toEqual([
      'new',
      'old',
      'placed',
    ]);
  });

  it('ignores keys such as __proto__ in a saved order', () => {
    const todos = [todo('a', rootContainer, 1)];
    const order = JSON.parse('{"__proto__": ["a"], "root": ["a"]}') as TodoOrder;
    expect(normaliseOrder(todos, order)).toEqual({ root: ['a'] });
  });
});
