import { BackendError } from "~/lib/backend";
import { MAX_MESSAGE_LENGTH } from "~/shared/schemas/limits";

/** Notes longer than the server keeps (docs/product.md §P5.7) are never sent: the admin is told why. */
export const NOTES_TOO_LONG = `Notes must be ${MAX_MESSAGE_LENGTH} characters or fewer`;

/** A stored version of a sign-up's notes: the text and the `updated_at` it was read at. */
export interface NotesVersion {
  notes: string;
  updatedAt: string;
}

export type NotesStatus = "saved" | "unsaved" | "saving" | "failed" | "tooLong" | "conflict";

export interface NotesDraftState {
  /** What the admin has typed; never replaced while it holds unsaved work. */
  draft: string;
  /** The stored version the draft started from; saves expect it to be current. */
  base: NotesVersion;
  status: NotesStatus;
  /** The version someone else saved while the admin was editing. */
  theirs: NotesVersion | null;
}

export interface NotesDraftDeps {
  /** Saves unless the sign-up changed since `expectedUpdatedAt` (then a 409 "conflict"). */
  save(notes: string, expectedUpdatedAt: string): Promise<{ updated_at: string }>;
  /** The current stored version, when a conflict did not carry it. */
  latest(): Promise<NotesVersion | null>;
  onChange(state: NotesDraftState): void;
}

/** The stored version a conflict answer carries (the server sends the current document). */
function versionFrom(details: unknown): NotesVersion | null {
  if (!details || typeof details !== "object") return null;
  const { notes, updated_at } = details as { notes?: unknown; updated_at?: unknown };
  if (typeof updated_at !== "string") return null;
  return { notes: typeof notes === "string" ? notes : "", updatedAt: updated_at };
}

/**
 * What a newer stored version does to the draft: only moves its base when the notes are the same (or
 * this panel's own save under way); replaces an untouched draft; else is a conflict. Null: not newer.
 */
function afterRemoteVersion(
  state: NotesDraftState,
  sending: string | null,
  version: NotesVersion,
): Partial<NotesDraftState> | null {
  if (version.updatedAt <= state.base.updatedAt) return null;
  const idle = sending === null;
  if (version.notes === state.base.notes || version.notes === sending) {
    if (!idle || state.status === "conflict") return { base: version };
    return { base: version, status: state.draft !== version.notes ? "unsaved" : "saved" };
  }
  if (state.draft === state.base.notes && idle)
    return { base: version, draft: version.notes, status: "saved", theirs: null };
  return { theirs: version, status: "conflict" };
}

/**
 * The notes editor's rules, apart from React so they can be tested step by step:
 * - typing never loses text: a live update only replaces the draft when nothing is unsaved;
 * - a save carries the `updated_at` the draft is based on, so a change made elsewhere is
 *   shown as a conflict (theirs beside mine) instead of being overwritten;
 * - a change elsewhere that left the notes alone (status, meeting flag) is not a conflict.
 */
export function createNotesDraft(initial: NotesVersion, deps: NotesDraftDeps) {
  let state: NotesDraftState = { draft: initial.notes, base: initial, status: "saved", theirs: null };
  /** The text of the save under way, so its own live echo is recognised. */
  let sending: string | null = null;
  let saveAgain = false;

  const dirty = () => state.draft !== state.base.notes;

  function set(next: Partial<NotesDraftState>): void {
    state = { ...state, ...next };
    deps.onChange(state);
  }

  const settledStatus = (): NotesStatus => (dirty() ? "unsaved" : "saved");

  function type(text: string): void {
    state = { ...state, draft: text };
    set({ status: state.status === "conflict" || sending !== null ? state.status : settledStatus() });
  }

  /** A newer stored version arrived (live update, or this panel's own status or meeting change). */
  function remote(version: NotesVersion): void {
    const next = afterRemoteVersion(state, sending, version);
    if (next) set(next);
  }

  async function conflictWith(error: BackendError, sent: string): Promise<void> {
    const current = versionFrom(error.details) ?? (await deps.latest());
    if (!current) return set({ status: "failed" });
    if (current.notes === state.base.notes || current.notes === sent) {
      // Only other fields changed: the notes are still the admin's to save.
      state = { ...state, base: current };
      saveAgain = true;
      return;
    }
    set({ theirs: current, status: "conflict" });
  }

  async function save(): Promise<void> {
    if (state.status === "conflict") return;
    if (sending !== null) {
      saveAgain = true;
      return;
    }
    if (!dirty()) return set({ status: "saved" });
    if (state.draft.length > MAX_MESSAGE_LENGTH) return set({ status: "tooLong" });
    const sent = state.draft;
    sending = sent;
    set({ status: "saving" });
    try {
      const { updated_at } = await deps.save(sent, state.base.updatedAt);
      state = { ...state, base: { notes: sent, updatedAt: updated_at } };
      sending = null;
      // A different text saved elsewhere after this one still needs the admin's decision.
      const newerTheirs = state.theirs !== null && state.theirs.updatedAt > updated_at;
      set(newerTheirs ? { status: "conflict" } : { theirs: null, status: settledStatus() });
    } catch (error) {
      sending = null;
      if (error instanceof BackendError && error.status === 409 && error.code === "conflict") {
        await conflictWith(error, sent);
      } else {
        set({ status: "failed" });
      }
    }
    if (saveAgain && state.status !== "conflict" && state.status !== "failed") {
      saveAgain = false;
      await save();
    }
    saveAgain = false;
  }

  /** Keep what the admin typed, saved over the other version now that it has been seen. */
  async function keepMine(): Promise<void> {
    if (!state.theirs) return;
    set({ base: state.theirs, theirs: null, status: "unsaved" });
    await save();
  }

  /** Drop the admin's draft for the version saved elsewhere. */
  function takeTheirs(): void {
    if (!state.theirs) return;
    set({ base: state.theirs, draft: state.theirs.notes, theirs: null, status: "saved" });
  }

  return {
    type,
    remote,
    save,
    keepMine,
    takeTheirs,
    get state() {
      return state;
    },
  };
}
