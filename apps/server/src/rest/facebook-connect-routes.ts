import type { FastifyInstance } from 'fastify';

/**
 * The browser entry point of "Connect Facebook". The OAuth flow itself is not built yet, so the visitor is sent back to
 * the sign-in screen with OAuth-style error parameters, which it shows as the 'Error de Facebook' toast.
 */
export function registerFacebookConnectRoutes(server: FastifyInstance): void {
  server.get('/api/auth/facebook', (_request, reply) => {
    const params = new URLSearchParams({
      error: 'temporarily_unavailable',
      error_reason: 'not_available_yet',
      error_description: 'Connecting Facebook accounts is not available yet.',
    });
    return reply.redirect(`/login?${params.toString()}`);
  });
}
