import { useCallback, useId, useRef, useState, type DragEvent } from "react";
import { UPLOAD_CONTENT_TYPES, UPLOAD_EXTENSIONS } from "~/shared/constants";
import { FileList } from "./file-list";
import type { FileUploads } from "./use-file-uploads";
import { overallPercent } from "./upload-rows";

const ACCEPT = [...UPLOAD_CONTENT_TYPES, ...UPLOAD_EXTENSIONS].join(",");

interface FilePickerProps {
  uploads: FileUploads;
  disabled: boolean;
}

/**
 * product.md §P4.4: a "Choose Files" button and a drop zone, labelled 1-3 files, MP4 and MOV,
 * max 1GB per file; the list of files; the overall "Uploading files..." bar. The button is the
 * keyboard's way in; the input stays labelled for assistive technology and tests.
 */
export function FilePicker({ uploads, disabled }: FilePickerProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const focusChoose = useCallback(() => chooseButton.current?.focus(), []);
  const hintId = `${id}-hint`;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) uploads.add([...event.dataTransfer.files]);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? "none" : "copy";
    setDragging(true);
  };

  return (
    <div className="file-picker">
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="file-picker__label">
        Your videos
      </label>
      <div
        className="file-picker__zone"
        data-dragging={dragging}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <svg className="file-picker__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
          <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M5 15v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3" />
        </svg>
        <p className="file-picker__hint">Drag and drop your videos here, or</p>
        <button
          ref={chooseButton}
          type="button"
          className="btn btn--secondary file-picker__button"
          aria-describedby={hintId}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          Choose Files
        </button>
        <p id={hintId} className="file-picker__rules">
          1-3 files, MP4 and MOV, max 1GB per file
        </p>
        <input
          ref={input}
          id={`${id}-input`}
          className="visually-hidden"
          type="file"
          multiple
          accept={ACCEPT}
          tabIndex={-1}
          // Named by the product's wording too: "1-3 files, MP4 and MOV, max 1GB per file".
          aria-labelledby={`${id}-label ${hintId}`}
          disabled={disabled}
          onChange={(event) => {
            uploads.add([...(event.target.files ?? [])]);
            // Emptied at once: the list shows the files, and the same file may be chosen again
            // (after a removal, or to resume it); after an application nothing is left selected.
            event.target.value = "";
          }}
        />
      </div>
      <FileList
        rows={uploads.rows}
        disabled={disabled}
        onRemove={(key) => void uploads.remove(key)}
        onEmptied={focusChoose}
      />
      <OverallProgress uploads={uploads} id={`${id}-overall`} />
      <p className="visually-hidden" role="status">
        {uploads.announcement}
      </p>
    </div>
  );
}

/**
 * The overall "Uploading files..." bar. Its place is kept while any file is listed: the list and the form below do
 * not move when the uploads finish, so a press on Remove or a field at that moment lands where it was aimed.
 */
function OverallProgress({ uploads, id }: { uploads: FileUploads; id: string }) {
  if (uploads.rows.length === 0) return null;
  return (
    <div className="file-picker__overall">
      {uploads.busy ? (
        <>
          <label htmlFor={id}>Uploading files...</label>
          <progress id={id} max={100} value={overallPercent(uploads.rows)} />
        </>
      ) : null}
    </div>
  );
}
