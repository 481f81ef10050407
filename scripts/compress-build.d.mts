export const COMPRESSIBLE: RegExp;
export const MIN_BYTES: number;
export function compressDir(dir: string): Promise<{ count: number; before: number; after: number }>;
