/** The signed-in caller, attached by the auth hook once the bearer token is verified. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
  }
}
