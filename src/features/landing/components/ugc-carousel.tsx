import { useCallback, useEffect, useRef, useState } from "react";
import useEmblaCarousel from "embla-carousel-react";
import { GENRE_VIDEOS, PORTRAIT_SIZE } from "../content";
import { useInView } from "../hooks/use-in-view";
import { stepIndex } from "../lib/carousel-index";
import { CarouselControls } from "./carousel-controls";
import { ProtectedVideo } from "./protected-video";
import { SectionHeading } from "~/components/ui/section-heading";

// Its stylesheet, ../styles/carousel.css, is imported by the landing page, so the prerendered carousel is styled before this chunk.
/** product.md §P10: in-view threshold 0.5. Embla's duration is unitless; 30 gives the ~0.5 s slide of product.md §P7. */
export const CAROUSEL_IN_VIEW_THRESHOLD = 0.5;
const EMBLA_DURATION = 30;
/**
 * Embla measures every slide when it starts (about 10 ms of forced style and layout on this machine, four times
 * that on a mid-range phone), so it starts when the carousel comes within a screen's height of the viewport
 * instead of in the page's hydration. An arrow pressed before then (a keyboard or a test can reach one) is
 * applied as soon as it has started.
 */
const START_MARGIN = "100% 0px";

/** "Explore UGC That Drives Results": six genre clips, looping both ways; only the centre clip can be heard. */
// eslint-disable-next-line max-lines-per-function -- mostly one block of slide markup with the three effects that drive it; split, each part would pass the same carousel API and refs around
export function UgcCarousel() {
  const stageRef = useRef<HTMLDivElement>(null);
  const videoRefs = useRef<(HTMLVideoElement | null)[]>([]);
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: "center", duration: EMBLA_DURATION });
  const [selected, setSelected] = useState(0);
  const [soundOn, setSoundOn] = useState(false);
  const inView = useInView(stageRef, CAROUSEL_IN_VIEW_THRESHOLD);
  const near = useInView(stageRef, 0, START_MARGIN);
  const [started, setStarted] = useState(false);
  const pendingStep = useRef(0);
  if ((near || inView) && !started) setStarted(true);
  const count = GENRE_VIDEOS.length;

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => {
      setSelected(emblaApi.selectedScrollSnap());
      setSoundOn(false);
    };
    emblaApi.on("select", onSelect);
    // After subscribing: Embla announces the move while scrollTo runs.
    if (pendingStep.current !== 0) {
      emblaApi.scrollTo(stepIndex(emblaApi.selectedScrollSnap(), pendingStep.current, count));
      pendingStep.current = 0;
    }
    return () => {
      emblaApi.off("select", onSelect);
    };
  }, [emblaApi, count]);

  // Leaving the viewport always re-mutes, so sound never plays from a clip the visitor cannot see.
  const [wasInView, setWasInView] = useState(inView);
  if (wasInView !== inView) {
    setWasInView(inView);
    if (!inView) setSoundOn(false);
  }

  useEffect(() => {
    videoRefs.current.forEach((video, index) => {
      if (!video) return;
      const isCentre = index === selected;
      video.muted = !(isCentre && soundOn);
      if (isCentre && inView) video.play().catch(() => undefined);
      else video.pause();
    });
  }, [selected, soundOn, inView]);

  const go = useCallback(
    (delta: number) => {
      if (emblaApi) emblaApi.scrollTo(stepIndex(emblaApi.selectedScrollSnap(), delta, count));
      else {
        pendingStep.current += delta;
        setStarted(true);
      }
    },
    [emblaApi, count],
  );

  const genre = GENRE_VIDEOS[selected]?.genre ?? "";

  return (
    <section className="landing-section ugc-carousel" aria-labelledby="ugc-carousel-title" data-hydrate="near">
      <div className="container">
        <SectionHeading
          id="ugc-carousel-title"
          eyebrow="Example videos"
          title="Explore UGC That Drives Results"
          intro="Scroll through example content by genre. Turn the sound on to hear the centre video."
        />
      </div>
      <div ref={stageRef}>
        <div className="ugc-carousel__viewport" ref={started ? emblaRef : undefined}>
          <div className="ugc-carousel__track">
            {GENRE_VIDEOS.map((item, index) => (
              <div
                key={item.id}
                className="ugc-carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}: ${item.genre}`}
                data-selected={index === selected}
              >
                <div className="ugc-carousel__frame">
                  <ProtectedVideo
                    ref={(element) => {
                      videoRefs.current[index] = element;
                    }}
                    className="ugc-carousel__video"
                    src={item.src}
                    poster={item.poster}
                    width={PORTRAIT_SIZE.width}
                    height={PORTRAIT_SIZE.height}
                    label={`${item.genre} example video`}
                  />
                  <span className="ugc-carousel__genre-tag" aria-hidden="true">
                    {item.genre}
                  </span>
                </div>
              </div>
            ))}
          </div>
        </div>
        <CarouselControls
          genre={genre}
          soundOn={soundOn}
          onPrevious={() => go(-1)}
          onNext={() => go(1)}
          onToggleSound={() => setSoundOn((on) => !on)}
        />
      </div>
    </section>
  );
}
