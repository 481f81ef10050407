import { useEffect, useState } from "react";
import type { BrandSignupDocument, WithId } from "~/shared/documents";
import { useAdminSession } from "../../shared/admin-context";
import { createNotesDraft, type NotesDraftState } from "./notes-draft";

/** How long typing must pause before the notes save by themselves. */
export const NOTES_AUTOSAVE_MS = 1200;

/** The notes draft of one sign-up card: saves after a pause in typing, follows live updates. */
export function useNotesDraft(signup: WithId<BrandSignupDocument>) {
  const { id } = signup;
  const { adminData } = useAdminSession();
  const [state, setState] = useState<NotesDraftState>(() => ({
    draft: signup.notes,
    base: { notes: signup.notes, updatedAt: signup.updated_at },
    status: "saved",
    theirs: null,
  }));
  const [draft] = useState(() =>
    createNotesDraft(state.base, {
      async save(notes, expectedUpdatedAt) {
        return adminData.updateBrandSignup(id, { notes }, { expectedUpdatedAt });
      },
      async latest() {
        const current = await adminData.get("brand-signups", id);
        return current ? { notes: current.notes, updatedAt: current.updated_at } : null;
      },
      onChange: setState,
    }),
  );

  useEffect(() => {
    draft.remote({ notes: signup.notes, updatedAt: signup.updated_at });
  }, [draft, signup.notes, signup.updated_at]);

  useEffect(() => {
    if (state.status !== "unsaved") return;
    const timer = setTimeout(() => void draft.save(), NOTES_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [draft, state.draft, state.status]);

  return { state, notes: draft };
}
