import { beforeEach, describe, expect, it } from "vitest";
import { createMemoryBackend, type MemoryBackend } from "@testing/app/memory-backend";
import type { BrandSignupDocument } from "~/shared/documents";
import { createNotesDraft, type NotesDraftState } from "../notes-draft";
import { MAX_MESSAGE_LENGTH } from "~/shared/schemas/limits";

let backend: MemoryBackend;
let id: string;
const CREATED = "2026-03-01T10:00:00.000Z";

const signup = (): BrandSignupDocument => ({
  ...{ name: "Sam", company_name: "Glow", email: "sam@glow.example", website: "", status: "pending" },
  ...{ notes: "First call booked", email_list_opt_in: false, meeting_signed_up: false },
  ...{ created_at: CREATED, updated_at: CREATED },
});

const stored = () => backend.state.lists["brand-signups"].find((entry) => entry.id === id)!;
const version = () => ({ notes: stored().notes, updatedAt: stored().updated_at });

/** A draft saving through the in-memory backend's conflict-checked update, as the card does. */
function draft() {
  const states: NotesDraftState[] = [];
  const notes = createNotesDraft(version(), {
    save: (text, expectedUpdatedAt) => backend.adminData.updateBrandSignup(id, { notes: text }, { expectedUpdatedAt }),
    latest: async () => version(),
    onChange: (state) => states.push(state),
  });
  return { notes, states };
}

/** Another admin tab saving notes or other fields directly. */
const elsewhere = (changes: Partial<BrandSignupDocument>) =>
  backend.adminData.updateBrandSignup(id, changes, { expectedUpdatedAt: stored().updated_at });

/** A draft of "Mine" saved after another tab changed the sign-up. */
async function mineSavedAfter(changes: Partial<BrandSignupDocument>) {
  const { notes } = draft();
  notes.type("Mine");
  await elsewhere(changes);
  await notes.save();
  return notes;
}

beforeEach(() => {
  backend = createMemoryBackend();
  backend.accounts.addAccount({ email: "admin@example.com", password: "pw", admin: true });
  backend.accounts.signInAs("admin@example.com");
  id = backend.seed("brand-signups", signup());
});

describe("the notes draft", () => {
  it("saves what was typed with the version it started from, and moves to the saved version", async () => {
    const { notes } = draft();
    notes.type("Call on Tuesday");
    expect(notes.state.status).toBe("unsaved");
    await notes.save();
    expect(stored().notes).toBe("Call on Tuesday");
    expect(stored().updated_at > CREATED).toBe(true);
    expect(notes.state).toMatchObject({ status: "saved", base: version() });
  });

  it("keeps typing that happens while a save is under way, and saves it next", async () => {
    const { notes } = draft();
    notes.type("Call");
    const saving = notes.save();
    notes.type("Call on Tuesday at 10");
    expect(notes.state.draft).toBe("Call on Tuesday at 10");
    await saving;
    expect(stored().notes).toBe("Call");
    expect(notes.state).toMatchObject({ draft: "Call on Tuesday at 10", status: "unsaved" });
    await notes.save();
    expect(stored().notes).toBe("Call on Tuesday at 10");
  });

  it("does not overwrite notes changed elsewhere: it shows theirs beside the draft", async () => {
    const notes = await mineSavedAfter({ notes: "Theirs" });
    expect(stored().notes).toBe("Theirs");
    expect(notes.state).toMatchObject({ status: "conflict", draft: "Mine", theirs: { notes: "Theirs" } });
    // No further save goes out while the conflict is open.
    notes.type("Mine, longer");
    await notes.save();
    expect(stored().notes).toBe("Theirs");
  });

  it("keeps mine over theirs only when asked, and takes theirs when asked", async () => {
    const notes = await mineSavedAfter({ notes: "Theirs" });
    await notes.keepMine();
    expect(stored().notes).toBe("Mine");
    expect(notes.state.status).toBe("saved");

    notes.type("Mine again");
    await elsewhere({ notes: "Theirs again" });
    notes.remote(version());
    expect(notes.state.status).toBe("conflict");
    notes.takeTheirs();
    expect(notes.state).toMatchObject({ draft: "Theirs again", status: "saved" });
    expect(stored().notes).toBe("Theirs again");
  });

  it("is no conflict when only the status or the meeting flag changed elsewhere", async () => {
    const notes = await mineSavedAfter({ status: "contacted" });
    expect(stored()).toMatchObject({ notes: "Mine", status: "contacted" });
    expect(notes.state.status).toBe("saved");

    notes.type("Mine, then the meeting");
    await elsewhere({ meeting_signed_up: true });
    notes.remote(version());
    expect(notes.state).toMatchObject({ status: "unsaved", draft: "Mine, then the meeting" });
    await notes.save();
    expect(stored()).toMatchObject({ notes: "Mine, then the meeting", meeting_signed_up: true });
  });

  it("takes a live update into an untouched draft, but never replaces unsaved typing", async () => {
    const { notes } = draft();
    await elsewhere({ notes: "Updated elsewhere" });
    notes.remote(version());
    expect(notes.state).toMatchObject({ draft: "Updated elsewhere", status: "saved" });

    notes.type("Typing…");
    await elsewhere({ notes: "Updated again" });
    notes.remote(version());
    expect(notes.state).toMatchObject({ draft: "Typing…", status: "conflict", theirs: { notes: "Updated again" } });
  });

  it("recognises the live echo of its own save while the admin keeps typing", async () => {
    const { notes } = draft();
    notes.type("Saved text");
    const saving = notes.save();
    notes.type("Saved text plus more");
    // The live feed can report the saved text before the save call answers.
    notes.remote(version());
    expect(notes.state.status).toBe("saving");
    await saving;
    expect(notes.state).toMatchObject({ status: "unsaved", draft: "Saved text plus more", theirs: null });
  });

  it("reports a failed save and keeps the draft", async () => {
    const { notes } = draft();
    notes.type("Not lost");
    backend.accounts.addAccount({ email: "someone@example.com", password: "pw" });
    backend.accounts.signInAs("someone@example.com");
    await notes.save();
    expect(notes.state).toMatchObject({ status: "failed", draft: "Not lost" });
  });

  it("never sends notes longer than the server keeps: says so, keeps them, and saves once they fit", async () => {
    const { notes } = draft();
    const long = "x".repeat(MAX_MESSAGE_LENGTH + 1);
    notes.type(long);
    await notes.save();
    expect(notes.state).toMatchObject({ status: "tooLong", draft: long });
    expect(stored().notes).toBe("First call booked");
    notes.type(long.slice(1));
    await notes.save();
    expect(notes.state.status).toBe("saved");
    expect(stored().notes).toBe(long.slice(1));
  });
});
