/**
 * The functions' environment, read here and nowhere else on the server: Cloud Functions' params and the secrets
 * bound to the function, the function's name (FUNCTION_TARGET, K_SERVICE) and, under the emulators, their
 * settings. Every other module receives it; config.ts validates it (zod) when an instance starts and before its
 * first request, seed/main.ts when the seed starts.
 */
export type Environment = Readonly<Record<string, string | undefined>>;

/** The process's own: live, so a secret Cloud Functions sets after the code loads is seen on first use. */
export const processEnvironment = (): Environment => process.env;
