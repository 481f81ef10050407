import { InvalidCursorError, type Filter } from "~/core/ports";

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
 * SQL for the filters, with a type check beside each comparison so that, as in Firestore,
 * `== "1"` never matches the number 1, `== true` never matches 1, and a missing field matches nothing.
 */
export function whereClause(where: readonly Filter[], orderBy: string): { sql: string; params: Parameters } {
  const parts: string[] = [];
  const params: Parameters = {};
  where.forEach((filter, index) => {
    const name = `w${index}`;
    const path = jsonPath(filter.field);
    const type = `json_type(data, ${path})`;
    const value = valueExpression(filter.field);
    if (filter.op === "array-contains") {
      parts.push(
        `(${type} = 'array' AND EXISTS (SELECT 1 FROM json_each(data, ${path}) AS element
          WHERE element.type = 'text' AND element.value = @${name}))`,
      );
      params[name] = filter.value;
    } else if (filter.op === ">=" || filter.op === "<") {
      if (filter.field !== orderBy) throw new Error(`Range filters only on the order field (${orderBy})`);
      parts.push(`(${type} = 'text' AND ${value} ${filter.op} @${name})`);
      params[name] = filter.value;
    } else if (filter.value === null) {
      parts.push(`${type} = 'null'`);
    } else if (typeof filter.value === "boolean") {
      parts.push(`${type} = '${filter.value ? "true" : "false"}'`);
    } else if (typeof filter.value === "number") {
      parts.push(`(${type} IN ('integer', 'real') AND ${value} = @${name})`);
      params[name] = filter.value;
    } else {
      parts.push(`(${type} = 'text' AND ${value} = @${name})`);
      params[name] = filter.value;
    }
  });
  return { sql: parts.map((part) => `AND ${part}`).join(" "), params };
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
