import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest orders files by the durations it cached on this machine, and a clean clone (CI)
 * has none: it then starts the largest files first, and the slowest e2e files are short
 * loops over many pages. One of them started last kept a single worker busy for a minute
 * after the others ran dry. This order starts the files known to be slow first, from the
 * durations cached here or else from `test-durations.json` (written by
 * `npm run test:timings -- --save-order`); a file in neither (a new one) goes first, as
 * Vitest's own order does.
 */
interface DurationTable {
  seconds: Record<string, number>;
}

const tableFile = path.join(import.meta.dirname, 'test-durations.json');

function readTable(): Record<string, number> {
  try {
    return (JSON.parse(readFileSync(tableFile, 'utf8')) as DurationTable).seconds;
  } catch {
    return {};
  }
}

export default class LongestFirstSequencer extends BaseSequencer {
  private readonly table = readTable();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const grouped = await super.sort(files);
    const position = new Map(grouped.map((file, index) => [file, index]));
    const key = (file: TestSpecification) =>
      `${file.project.name}:${path.relative(this.ctx.config.root, file.moduleId)}`;
    const seconds = (file: TestSpecification): number => {
      const cached = this.ctx.cache.getFileTestResults(key(file));
      if (cached?.failed) return Number.POSITIVE_INFINITY;
      if (cached) return cached.duration / 1000;
      return this.table[key(file)] ?? Number.POSITIVE_INFINITY;
    };
    const sorted = [...grouped].sort((a, b) => {
      // Vitest's grouping stays: projects one after another, isolated files first.
      if (a.project.name !== b.project.name) return position.get(a)! - position.get(b)!;
      if (a.project.config.isolate !== b.project.config.isolate)
        return position.get(a)! - position.get(b)!;
      const difference = seconds(b) - seconds(a);
      return Number.isNaN(difference) || difference === 0
        ? position.get(a)! - position.get(b)!
        : difference;
    });
    return sorted;
  }
}
