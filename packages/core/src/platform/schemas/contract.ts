/**
 * Where the default operator platform (apps/sandbox) listens. The one place its address is
 * written: the sandbox binds to it and brand apps rewrite /api and /xapi to it unless
 * CLEM_PLATFORM_URL points elsewhere.
 */
export const DEFAULT_PLATFORM_HOST = '127.0.0.1';
export const DEFAULT_PLATFORM_PORT = 4010;
export const DEFAULT_PLATFORM_URL = `http://${DEFAULT_PLATFORM_HOST}:${DEFAULT_PLATFORM_PORT}`;
