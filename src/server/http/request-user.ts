import type { AssuranceLevel } from '../db/schema/schema.ts';

/** The signed-in caller, attached by the auth hook once the bearer token is verified. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  sessionId: string;
  /** `aal2` once the session verified a second factor (admin areas may require it). */
  aal: AssuranceLevel;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
  }
}
