import { useId, useState } from "react";
import { VIDEO_IDEAS } from "./application-copy";

/** product.md §P4.3.2: the collapsible "No examples yet?" tip (a disclosure button and its panel). */
export function VideoIdeasTip() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="video-tip" data-open={open}>
      <button
        type="button"
        id={`${id}-toggle`}
        className="disclosure-toggle video-tip__toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        <span>No examples yet?</span>
        <span className="video-tip__chevron" aria-hidden="true" />
      </button>
      {/* At most 600 px tall (product.md §P10), so on a phone it scrolls: focusable to scroll by keyboard. */}
      <div
        id={`${id}-panel`}
        className="video-tip__panel"
        role="region"
        aria-labelledby={`${id}-toggle`}
        tabIndex={0}
        hidden={!open}
      >
        <p>No brand work to show yet? Film two or three short videos on your phone. Any of these ideas works:</p>
        <ol className="video-tip__ideas">
          {VIDEO_IDEAS.map((idea) => (
            <li key={idea.title}>
              <strong>{idea.title}</strong> — {idea.text}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
