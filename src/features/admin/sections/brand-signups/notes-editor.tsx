import { useId } from "react";
import type { BrandSignupDocument, WithId } from "~/shared/documents";
import { BRAND_SIGNUP_MESSAGES } from "./messages";
import { NOTES_TOO_LONG, type NotesStatus } from "./notes-draft";
import { useNotesDraft } from "./use-notes-draft";

const STATUS_TEXT: Record<NotesStatus, string> = {
  saved: "Saved",
  unsaved: "Unsaved changes",
  saving: "Saving…",
  failed: BRAND_SIGNUP_MESSAGES.notesFailed,
  tooLong: NOTES_TOO_LONG,
  conflict: "Not saved",
};

/**
 * Notes that save after a pause in typing (or with Save notes) and never lose what is typed:
 * a change made elsewhere meanwhile is shown beside the draft for the admin to choose.
 */
export function NotesEditor({ signup }: { signup: WithId<BrandSignupDocument> }) {
  const { state, notes } = useNotesDraft(signup);
  const fieldId = useId();
  const statusId = `${fieldId}-status`;
  const failed = state.status === "failed" || state.status === "tooLong";
  return (
    <div className="notes-editor">
      <label htmlFor={fieldId} className="notes-editor__label">
        Notes
      </label>
      <textarea
        id={fieldId}
        className="notes-editor__field"
        rows={3}
        value={state.draft}
        aria-describedby={statusId}
        aria-invalid={failed || undefined}
        onChange={(event) => notes.type(event.target.value)}
        onBlur={() => state.status === "unsaved" && void notes.save()}
      />
      <div className="notes-editor__bar">
        <p
          id={statusId}
          className={`notes-editor__status${failed ? " notes-editor__status--failed" : ""}`}
          role="status"
        >
          {STATUS_TEXT[state.status]}
        </p>
        <button
          type="button"
          className="btn btn--secondary notes-editor__button"
          onClick={() => void notes.save()}
          disabled={state.status === "saved" || state.status === "saving" || state.status === "conflict"}
        >
          Save notes
        </button>
      </div>
      {state.theirs ? (
        <div className="notes-editor__conflict" role="alert">
          <p>{BRAND_SIGNUP_MESSAGES.notesConflict}</p>
          <p className="notes-editor__theirs-label">Saved elsewhere:</p>
          <blockquote className="notes-editor__theirs">{state.theirs.notes || "(no notes)"}</blockquote>
          <div className="notes-editor__choices">
            <button
              type="button"
              className="btn btn--secondary notes-editor__button"
              onClick={() => void notes.keepMine()}
            >
              Keep my notes
            </button>
            <button
              type="button"
              className="btn btn--secondary notes-editor__button"
              onClick={() => notes.takeTheirs()}
            >
              Use the saved notes
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
