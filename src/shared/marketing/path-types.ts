/** The two answers of Find Your Signal Path, and the case study their pair picks. */
export type FounderType = 'solo' | 'team';
export type PrimaryNeed = 'clarity' | 'platform' | 'content' | 'ai';

export interface PathCaseStudy {
  client: string;
  challenge: string;
  approach: string;
  result: string;
  recommendation: { product: string; href: string; reason: string };
}
