import { caseStudy } from './case-study';
import type { ResourceDocument } from './resource-document';
import { signalSystemGuide } from './signal-system-guide';
import { sparkWorksheet } from './spark-worksheet';

/** The readable, printable resources; the MIRROR demo has a page of its own. */
export const resourceDocuments: readonly ResourceDocument[] = [
  signalSystemGuide,
  caseStudy,
  sparkWorksheet,
];
