export function preflightProblem(found: {
  command: string;
  java: number | null;
  firestoreScript: string | null;
}): string | null;
export function stackPreflight(command: string): string | null;
