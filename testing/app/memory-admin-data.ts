import {
  BackendError,
  type AdminCounts,
  type AdminDataClient,
  type AdminList,
  type AdminListItems,
  type AdminListQuery,
  type AdminPage,
  type SessionUser,
} from "~/lib/backend";
import { ADMIN_LIST_DEFINITIONS, fieldAt, searchTokensForList } from "~/shared/admin-lists";
import { ATTRIBUTION_FILTER_FIELDS, attributionFilters } from "~/shared/attribution";
import { portraitFilter } from "~/shared/video-facts";
import { ADMIN_LIST_LIMIT, type AdminAuditAction } from "~/shared/constants";
import type { AdminLoginDocument, WithId } from "~/shared/documents";
import { lastLondonWeeks } from "~/shared/london-time";
import { BRAND_SIGNUP_CONFLICT } from "~/shared/schemas/admin";
import { normaliseEmail } from "~/shared/schemas/fields";
import { searchTokenFor } from "~/shared/search-tokens";
import { spy, type Spied } from "./spy";

export type MemoryLists = { [L in AdminList]: Array<WithId<AdminListItems[L]>> };

export interface MemoryAdminState {
  lists: MemoryLists;
  adminLogins: AdminLoginDocument[];
  /** Every export asked for, with its filter (the memory backend downloads nothing). */
  exports: Array<{ list: AdminList; query: Omit<AdminListQuery, "cursor"> }>;
}

export interface MemoryAdminDeps {
  state: MemoryAdminState;
  requireAdmin(): SessionUser;
  now(): string;
  /** Tells live watchers that something changed. */
  changed(): void;
  watchers: Set<() => void>;
  audit(action: AdminAuditAction, targetId: string, details?: Record<string, unknown>): void;
}

type Item = WithId<object>;

const encodeCursor = (value: unknown, id: string) => encodeURIComponent(JSON.stringify([value ?? null, id]));

function decodeCursor(cursor: string): [unknown, string] {
  try {
    const decoded: unknown = JSON.parse(decodeURIComponent(cursor));
    if (Array.isArray(decoded) && decoded.length === 2 && typeof decoded[1] === "string") {
      return decoded as [unknown, string];
    }
  } catch {
    // any undecodable cursor is the caller's error
  }
  throw new BackendError("Invalid cursor", 400);
}

/** Newest first, ties by id (larger first), as the admin API orders them. */
function compare(orderBy: string) {
  return (a: Item, b: Item): number => {
    const left = String(fieldAt(a, orderBy) ?? "");
    const right = String(fieldAt(b, orderBy) ?? "");
    if (left !== right) return left < right ? 1 : -1;
    return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
  };
}

function matching(list: AdminList, items: Item[], query: AdminListQuery): Item[] {
  const definition = ADMIN_LIST_DEFINITIONS[list];
  const token = searchTokenFor(query.search);
  const byAttribution = attributionFilters(list, query);
  return items.filter((item) => {
    if (byAttribution.some((filter) => fieldAt(item, filter.field) !== filter.value)) return false;
    if (portraitFilter(list, query).some((filter) => fieldAt(item, filter.field) !== filter.value)) return false;
    if (query.status && definition.statusField && fieldAt(item, definition.statusField) !== query.status) return false;
    if (query.status && !definition.statusField) return false;
    return token === null || searchTokensForList(list, item).includes(token);
  });
}

/** The admin data calls of the in-memory backend: same filters, search, paging and conflicts as the server. */
export function createMemoryAdminData(deps: MemoryAdminDeps): Spied<AdminDataClient> {
  const { state } = deps;

  function page<L extends AdminList>(list: L, query: AdminListQuery = {}): AdminPage<AdminListItems[L]> {
    const orderBy = ADMIN_LIST_DEFINITIONS[list].orderBy;
    const sorted = matching(list, state.lists[list], query).sort(compare(orderBy));
    let start = 0;
    if (query.cursor) {
      const [value, id] = decodeCursor(query.cursor);
      const after = { id, [orderBy]: value } as Item;
      start = sorted.findIndex((item) => compare(orderBy)(item, after) > 0);
      if (start < 0) start = sorted.length;
    }
    const items = sorted.slice(start, start + ADMIN_LIST_LIMIT);
    const last = items.at(-1);
    const more = start + items.length < sorted.length && last;
    return {
      items: items.map((item) => structuredClone(item)),
      nextCursor: more ? encodeCursor(fieldAt(last, orderBy), last.id) : null,
    } as AdminPage<AdminListItems[L]>;
  }

  function counts(list: AdminList): AdminCounts {
    const definition = ADMIN_LIST_DEFINITIONS[list];
    const byStatus: Record<string, number> = {};
    for (const status of definition.statuses) byStatus[status] = matching(list, state.lists[list], { status }).length;
    return { total: state.lists[list].length, byStatus };
  }

  function find(list: "brand-signups" | "contact-messages", id: string, missing: string) {
    const index = state.lists[list].findIndex((item) => item.id === id);
    if (index < 0) throw new BackendError(missing, 404);
    return index;
  }

  return {
    list: spy(async (list, query) => {
      deps.requireAdmin();
      return page(list, query);
    }),
    watch: spy((list, query, onChange, onError) => {
      try {
        deps.requireAdmin();
      } catch (error) {
        queueMicrotask(() => onError?.(error as BackendError));
        return () => undefined;
      }
      const notify = () => onChange(page(list, query));
      deps.watchers.add(notify);
      queueMicrotask(() => deps.watchers.has(notify) && notify());
      return () => void deps.watchers.delete(notify);
    }),
    get: spy(async (list, id) => {
      deps.requireAdmin();
      const item = (state.lists[list] as Item[]).find((entry) => entry.id === id);
      return item ? (structuredClone(item) as never) : null;
    }),
    counts: spy(async (list) => {
      deps.requireAdmin();
      return counts(list);
    }),
    fileAddresses: spy(async (id) => {
      deps.requireAdmin();
      // A stored site path (`/files/…`, older entries) plays as it is.
      const item = state.lists["creator-applications"].find((entry) => entry.id === id);
      if (!item) throw new BackendError("Application not found", 404);
      const urls = item.uploadedFiles.map((entry) => (typeof entry === "string" ? entry : entry.url));
      return Object.fromEntries(urls.map((url) => [url, url]));
    }),
    overview: spy(async (options = {}) => {
      deps.requireAdmin();
      const source = options.source?.trim().toLowerCase() || undefined;
      const fromSource = (items: Item[]) =>
        source ? items.filter((item) => fieldAt(item, ATTRIBUTION_FILTER_FIELDS.source) === source) : [];
      const weeks = lastLondonWeeks(new Date(deps.now()), 12);
      const within = (items: Item[], field: string, from: string, to: string) =>
        items.filter((item) => {
          const value = String(fieldAt(item, field) ?? "");
          return value >= from && value < to;
        }).length;
      return {
        applications: counts("creator-applications"),
        brandSignups: counts("brand-signups"),
        weekly: weeks.map(({ weekStart, from, to }) => ({
          weekStart,
          applications: within(state.lists["creator-applications"], "submittedAt", from, to),
          brandSignups: within(state.lists["brand-signups"], "created_at", from, to),
          ...(source
            ? {
                fromSource: {
                  applications: within(fromSource(state.lists["creator-applications"]), "submittedAt", from, to),
                  brandSignups: within(fromSource(state.lists["brand-signups"]), "created_at", from, to),
                },
              }
            : {}),
        })),
        ...(source ? { source } : {}),
      };
    }),
    exportCsv: spy(async (list, query) => {
      deps.requireAdmin();
      state.exports.push({ list, query: { ...query } });
      deps.audit("export_csv", list, { status: query.status ?? null, search: query.search ?? null });
    }),
    updateBrandSignup: spy(async (id, changes, options) => {
      deps.requireAdmin();
      const item = state.lists["brand-signups"][find("brand-signups", id, "Brand signup not found")]!;
      if (options?.expectedUpdatedAt !== undefined && options.expectedUpdatedAt !== item.updated_at) {
        throw new BackendError(BRAND_SIGNUP_CONFLICT, 409, "conflict", structuredClone(item));
      }
      const before = Object.fromEntries(Object.keys(changes).map((key) => [key, item[key as keyof typeof item]]));
      let updated_at = deps.now();
      // Two changes in one millisecond must still differ, or a stale copy would pass the check.
      if (updated_at <= item.updated_at) updated_at = new Date(new Date(item.updated_at).getTime() + 1).toISOString();
      Object.assign(item, changes, { updated_at });
      deps.audit("update_brand_signup", id, { before, after: { ...changes } });
      deps.changed();
      return { updated_at };
    }),
    deleteBrandSignup: spy(async (id) => {
      deps.requireAdmin();
      state.lists["brand-signups"].splice(find("brand-signups", id, "Brand signup not found"), 1);
      deps.audit("delete_brand_signup", id);
      deps.changed();
    }),
    deleteContactMessage: spy(async (id) => {
      deps.requireAdmin();
      state.lists["contact-messages"].splice(find("contact-messages", id, "Contact message not found"), 1);
      deps.audit("delete_contact_message", id);
      deps.changed();
    }),
    logAdminSignIn: spy(async () => {
      const admin = deps.requireAdmin();
      state.adminLogins.push({ email: admin.email, uid: admin.uid, timestamp: deps.now() });
      deps.audit("admin_sign_in", admin.uid);
    }),
    // People, as the core does it: records whose e-mail normalises to the address.
    findPerson: spy(async (email: string) => {
      deps.requireAdmin();
      const address = normaliseEmail(email);
      const mine = <T extends { email?: unknown }>(items: T[]) =>
        items.filter((item) => typeof item.email === "string" && normaliseEmail(item.email) === address);
      const applications = mine(state.lists["creator-applications"]);
      return {
        email: address,
        compiledAt: deps.now(),
        brandSignups: mine(state.lists["brand-signups"]),
        newsletterSubscribers: mine(state.lists["newsletter-subscribers"]),
        creatorApplications: applications,
        contactMessages: mine(state.lists["contact-messages"]),
        auditMentions: [],
        files: applications.flatMap((application) =>
          application.uploadedFiles.map((file) =>
            typeof file === "string"
              ? { applicationId: application.id, name: file, url: file, size: null }
              : { applicationId: application.id, name: file.name, url: file.url, size: file.size ?? null },
          ),
        ),
      };
    }),
    erasePerson: spy(async (email: string) => {
      deps.requireAdmin();
      const address = normaliseEmail(email);
      const keep = <T extends { email?: unknown }>(items: T[]) => {
        const kept = items.filter(
          (item) => !(typeof item.email === "string" && normaliseEmail(item.email) === address),
        );
        return { kept, gone: items.length - kept.length };
      };
      const brand = keep(state.lists["brand-signups"]);
      const newsletter = keep(state.lists["newsletter-subscribers"]);
      const applications = keep(state.lists["creator-applications"]);
      const messages = keep(state.lists["contact-messages"]);
      state.lists["brand-signups"] = brand.kept;
      state.lists["newsletter-subscribers"] = newsletter.kept;
      state.lists["creator-applications"] = applications.kept;
      state.lists["contact-messages"] = messages.kept;
      const erased = {
        brand_signups: brand.gone,
        newsletter_subscribers: newsletter.gone,
        creator_applications: applications.gone,
        files: 0,
        contact_messages: messages.gone,
        audit_details_cleared: 0,
      };
      deps.audit("erase_person", "person", { erased });
      deps.changed();
      return erased;
    }),
  };
}
