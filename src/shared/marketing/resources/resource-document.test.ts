import { describe, expect, it } from 'vitest';
import { sectionAnchor } from './resource-document';
import { resourceDocuments } from './resource-documents';

describe('sectionAnchor', () => {
  it('turns a heading into a plain anchor', () => {
    expect(sectionAnchor('1. SPARK: find the signal')).toBe('1-spark-find-the-signal');
    expect(sectionAnchor('Weeks 1–2: SPARK')).toBe('weeks-1-2-spark');
    expect(sectionAnchor('Before you start (2 minutes)')).toBe('before-you-start-2-minutes');
  });

  it.each(resourceDocuments.map((document) => [document.id, document] as const))(
    'gives each section of %s its own anchor, so every contents link lands',
    (_id, document) => {
      const anchors = document.sections.map((section) => sectionAnchor(section.heading));
      expect(anchors.every((anchor) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(anchor))).toBe(true);
      expect(new Set(anchors).size).toBe(anchors.length);
    },
  );
});
