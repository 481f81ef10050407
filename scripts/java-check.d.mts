export const REQUIRED_JAVA: number;
export function javaMajorVersion(): number | null;
export function javaProblem(): string | null;
