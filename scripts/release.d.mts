export function releaseName(env?: Record<string, string | undefined>): string;
