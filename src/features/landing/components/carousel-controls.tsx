import { LineIcon } from "~/components/ui/line-icon";

type CarouselControlsProps = {
  genre: string;
  soundOn: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToggleSound: () => void;
};

function Icon({ d }: { d: string }) {
  return (
    <LineIcon size={22} strokeWidth={2.2}>
      <path d={d} />
    </LineIcon>
  );
}

const SPEAKER = "M11 5 6 9H3v6h3l5 4z";

export function CarouselControls({ genre, soundOn, onPrevious, onNext, onToggleSound }: CarouselControlsProps) {
  return (
    <div className="ugc-carousel__controls">
      <button type="button" className="round-button" aria-label="Previous video" onClick={onPrevious}>
        <Icon d="M15 18l-6-6 6-6" />
      </button>
      <p className="ugc-carousel__label" aria-live="polite">
        <span className="visually-hidden">Now showing: </span>
        {genre}
      </p>
      <button type="button" className="round-button" aria-label="Next video" onClick={onNext}>
        <Icon d="M9 18l6-6-6-6" />
      </button>
      <button
        type="button"
        className="round-button round-button--sound"
        aria-label={soundOn ? "Mute video" : "Unmute video"}
        onClick={onToggleSound}
      >
        <Icon
          d={soundOn ? `${SPEAKER}M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13` : `${SPEAKER}M22 9l-6 6M16 9l6 6`}
        />
      </button>
    </div>
  );
}
