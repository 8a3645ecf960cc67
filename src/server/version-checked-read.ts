/** What a version-checked read holds: the content and the database version it was read at. */
export interface VersionedContent<Content> {
  version: number;
  content: Content;
}

export interface VersionCheckedRead<Content> {
  (): Promise<VersionedContent<Content>>;
  /** Forgets the version read last: a save through this process shows on its next page. */
  forget(): void;
}

/**
 * Published content for a process that renders many pages (the work, the Transmission):
 * it asks the database for the content's version at most once per `intervalMs` and reads
 * the content again only when the version moved. Callers during a check share it. Memory
 * only remembers; the database decides, so every process agrees within the interval.
 * Unchanged content is answered as the same object.
 */
export function createVersionCheckedRead<Content>({
  readVersion,
  load,
  intervalMs,
  monotonicNow = () => performance.now(),
}: {
  readVersion: () => Promise<number>;
  /** Reads the content at `version` (the version read just before). */
  load: (version: number) => Promise<Content>;
  intervalMs: number;
  monotonicNow?: () => number;
}): VersionCheckedRead<Content> {
  let loaded: VersionedContent<Content> | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<VersionedContent<Content>> | undefined;
  // A check that started before forget() must not store what it read.
  let generation = 0;

  async function refresh(): Promise<VersionedContent<Content>> {
    const startedIn = generation;
    const version = await readVersion();
    const read = loaded?.version === version ? loaded : { version, content: await load(version) };
    if (startedIn === generation) {
      loaded = read;
      checkedAt = monotonicNow();
    }
    return read;
  }

  const current = async (): Promise<VersionedContent<Content>> => {
    if (loaded && monotonicNow() - checkedAt < intervalMs) return loaded;
    if (!checking) {
      const started = refresh().finally(() => {
        if (checking === started) checking = undefined;
      });
      checking = started;
    }
    return checking;
  };
  return Object.assign(current, {
    forget() {
      generation += 1;
      checkedAt = Number.NEGATIVE_INFINITY;
      checking = undefined;
    },
  });
}
