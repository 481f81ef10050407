export function cspMetaProblems(dir: string, firebaseJson?: string): Promise<string[]>;
