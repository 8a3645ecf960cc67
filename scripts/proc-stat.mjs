// Reading a process's CPU time from Linux's /proc, for the scripts that measure the tests.
import { readFileSync } from 'node:fs';

/** Linux counts CPU time in clock ticks of 1/100 s (USER_HZ). */
export const clockTicksPerSecond = 100;

/**
 * The fields of /proc/<pid>/stat after the command name, so that field N of proc(5)
 * (1-based) is at index N - 3: utime 11, stime 12, cutime 13, cstime 14. The name is cut at
 * its last ") ", since it may hold spaces and parentheses itself. Undefined when the
 * process has ended or this is not Linux.
 */
export function procStatFields(pid = 'self') {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  return text.slice(text.lastIndexOf(') ') + 2).split(' ');
}
