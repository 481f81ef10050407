import type { z } from "zod";

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

const KINDS: Record<string, string> = {
  string: "text",
  boolean: "true or false",
  number: "a number",
  int: "a whole number",
  object: "an object",
  array: "a list",
};

/** `uploadedFiles[0].url`: where in the request the issue is. */
function fieldOf(path: readonly PropertyKey[] | undefined): string {
  return (path ?? [])
    .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index ? "." : ""}${String(part)}`))
    .join("");
}

/**
 * What a request that no form of ours sends is told, where the schema has no message of its own for
 * it: a field missing, of another type, or outside its fixed values, named as the request names it.
 * Every other message is the schema's (product.md's texts).
 */
export function requestIssueMessage(issue: RawIssue): string | undefined {
  const field = fieldOf(issue.path);
  if (!field) return undefined;
  if (issue.code === "invalid_type") {
    if (issue.input === undefined) return `${field} is required`;
    return `${field} must be ${KINDS[issue.expected] ?? issue.expected}`;
  }
  if (issue.code === "invalid_value") {
    const values = issue.values.map((value) => JSON.stringify(value));
    return values.length === 1 ? `${field} must be ${values[0]}` : `${field} must be one of ${values.join(", ")}`;
  }
  return undefined;
}

/** `schema` on a request's input: its value, or the message of its first issue (product.md order). */
export function parseRequest<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { success: true; data: z.output<S> } | { success: false; message: string } {
  const result = schema.safeParse(input, { error: requestIssueMessage });
  if (result.success) return { success: true, data: result.data };
  return { success: false, message: result.error.issues[0]?.message ?? "Invalid request" };
}
