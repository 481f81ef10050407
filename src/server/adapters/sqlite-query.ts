import { InvalidCursorError, type Filter } from "~/core/ports";
import { INDEXED_ARRAY_FIELD, prefixRange } from "./sqlite-token-index";

/** Top-level names or dotted paths of a few levels ("consent.status"); nothing else reaches SQL. */
const FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}(\.[A-Za-z_][A-Za-z0-9_]{0,63}){0,3}$/;

export function jsonPath(field: string): string {
  if (!FIELD_PATTERN.test(field)) throw new Error(`Invalid field: ${field}`);
  return `'$.${field}'`;
}

export function valueExpression(field: string): string {
  return `json_extract(data, ${jsonPath(field)})`;
}

export function encodeCursor(value: unknown, id: string): string {
  return Buffer.from(JSON.stringify([value ?? null, id])).toString("base64url");
}

export function decodeCursor(cursor: string): [string | number | null, string] {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(decoded) && decoded.length === 2 && typeof decoded[1] === "string") {
      const [value, id] = decoded as [unknown, string];
      if (value === null || typeof value === "string" || typeof value === "number") return [value, id];
    }
  } catch {
    // fall through: any undecodable cursor is the caller's error
  }
  throw new InvalidCursorError();
}

type Parameters = Record<string, string | number | null>;

/**
 * SQL for the filters, exact about types as Firestore is: `== "1"` never matches the number 1,
 * `== true` never matches 1, and a missing field matches nothing (not even `== null`).
 */
export function whereClause(
  where: readonly Filter[],
  orderBy: string,
): { from: string; sql: string; params: Parameters } {
  const parts: string[] = [];
  const params: Parameters = {};
  let from = "documents";
  where.forEach((filter, index) => {
    const name = `w${index}`;
    const path = jsonPath(filter.field);
    const type = `json_type(data, ${path})`;
    const value = valueExpression(filter.field);
    if (filter.op === "array-contains" && filter.field === INDEXED_ARRAY_FIELD) {
      // A range of the word index: the documents with a word the token starts. The first such
      // filter drives the query (a rare token reads a handful of documents, a common one sorts
      // only its matches); no document's JSON is scanned for the token.
      const words = `SELECT DISTINCT id FROM document_words
        WHERE collection = @collection AND word >= @${name}_from AND word < @${name}_to`;
      if (from === "documents") {
        from = `(${words}) AS token_index CROSS JOIN documents`;
        parts.push("documents.id = token_index.id");
      } else {
        parts.push(`documents.id IN (${words})`);
      }
      // Exact, as array-contains is, for arrays that are not every prefix of their words.
      parts.push(`EXISTS (SELECT 1 FROM json_each(data, ${path}) AS element WHERE element.value = @${name})`);
      params[name] = filter.value;
      const range = prefixRange(filter.value);
      params[`${name}_from`] = range.from;
      params[`${name}_to`] = range.to;
    } else if (filter.op === "array-contains") {
      parts.push(
        `(${type} = 'array' AND EXISTS (SELECT 1 FROM json_each(data, ${path}) AS element
          WHERE element.type = 'text' AND element.value = @${name}))`,
      );
      params[name] = filter.value;
    } else if (filter.op === ">=" || filter.op === "<") {
      if (filter.field !== orderBy) throw new Error(`Range filters only on the order field (${orderBy})`);
      // SQLite orders numbers before any text and never equals NULL, so `>= ''` keeps text only,
      // using nothing but the indexed expression (no per-row JSON parsing).
      parts.push(`(${value} ${filter.op} @${name} AND ${value} >= '')`);
      params[name] = filter.value;
    } else if (filter.value === null) {
      parts.push(`${type} = 'null'`);
    } else if (typeof filter.value === "boolean") {
      parts.push(`${type} = '${filter.value ? "true" : "false"}'`);
    } else if (typeof filter.value === "number") {
      parts.push(`(${type} IN ('integer', 'real') AND ${value} = @${name})`);
      params[name] = filter.value;
    } else {
      // Text never equals a number without column affinity, so the indexed expression alone is exact.
      parts.push(`${value} = @${name}`);
      params[name] = filter.value;
    }
  });
  return { from, sql: parts.map((part) => `AND ${part}`).join(" "), params };
}

/** The statement's shape: equal shapes share one prepared statement. */
export function shapeOf(where: readonly Filter[]): string {
  return where
    .map((filter) => {
      const literal = filter.value === null || typeof filter.value === "boolean";
      return `${filter.field}${filter.op}${literal ? String(filter.value) : typeof filter.value}`;
    })
    .join(",");
}
