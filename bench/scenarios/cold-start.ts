import type { Scenario, TimingMeasurement } from '../support/types.ts';

const restarts = 3;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Time from spawning the server to its first 200 on /healthz: once on a new data
 * directory (PGlite creates its database, then the migrations run), then restarting on
 * that directory, which is what every deploy and crash recovery costs.
 */
export const scenario: Scenario = {
  name: 'cold-start',
  usesSharedServer: false,
  async run(context) {
    const fresh = await context.startServer();
    const measurements: TimingMeasurement[] = [
      {
        kind: 'timing',
        scenario: this.name,
        label: 'start on a new data directory',
        milliseconds: fresh.readyMs,
        peakMemoryMB: fresh.peakMemoryMB(),
      },
    ];
    await fresh.stop();

    const timings: number[] = [];
    let peakMemoryMB: number | undefined;
    for (let attempt = 0; attempt < restarts; attempt += 1) {
      const restarted = await context.startServer({ dataDir: fresh.dataDir });
      timings.push(restarted.readyMs);
      peakMemoryMB = Math.max(peakMemoryMB ?? 0, restarted.peakMemoryMB() ?? 0) || undefined;
      await restarted.stop();
    }
    measurements.push({
      kind: 'timing',
      scenario: this.name,
      label: `start on an existing data directory (median of ${restarts}: ${timings.join(', ')})`,
      milliseconds: median(timings),
      peakMemoryMB,
    });
    return measurements;
  },
};
