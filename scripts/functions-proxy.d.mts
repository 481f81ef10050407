export function hostingSourcePattern(source: string): string;
export function functionsProxy(
  firebaseJson: {
    hosting: { rewrites: Array<{ source: string; function?: string | { functionId: string; region?: string } }> };
    emulators: { functions: { host?: string; port: number } };
  },
  projectId: string,
): Record<string, { target: string; rewrite: (path: string) => string; xfwd: boolean }>;
