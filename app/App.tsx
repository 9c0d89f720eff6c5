import {
  Suspense,
  lazy,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentType,
} from 'react';
import { EngineContext } from './engine/context';
import type { EngineHandle } from './engine/controller';
import { definitionOf } from '../src/scenes/registry';
import { lessonEntries } from './lessons/registry';
import { useApp } from './store/store';
import { HelpOverlay } from './ui/HelpOverlay';
import { useKeyboard, type KeyActions } from './ui/keyboard';
import { HeaderMenu } from './ui/HeaderMenu';
import { Notices } from './ui/Notices';
import { lecturing } from './lessons/kit/tour';
import { isFast } from './lessons/kit/useLesson';
import { FollowingFast } from './ui/follow-queue';
import { LectureOverlays } from './ui/LectureOverlays';
import {
  defaultScene,
  lessons,
  themes,
  toSearch,
  type LessonId,
  type Theme,
} from './store/scene-params';

// The dialog (and its QR encoder) loads when first opened: most visits never share. The contents
// page and the lecture's stepping load when they are used, too.
const ShareDialog = lazy(() => import('./ui/ShareDialog'));
const ContentsPage = lazy(() =>
  import('./contents/ContentsPage').then((m) => ({ default: m.ContentsPage })),
);

/** The addresses the share dialog offers: the scene at the round on screen, plain and framed. */
function shareAddresses() {
  const s = useApp.getState();
  const base = `${window.location.origin}${window.location.pathname}`;
  const scene = {
    ...s.scene,
    t: s.t,
    autoplay: false,
    present: false,
    embed: false,
    panels: null,
    controls: true,
  };
  return {
    url: base + toSearch(scene),
    embedUrl: (figure: string | null, controls: boolean) =>
      base +
      toSearch({ ...scene, embed: true, panels: figure === null ? null : [figure], controls }),
    figures: definitionOf(s.scene.lesson).panels,
    scriptUrl: new URL('embed.js', base).href,
  };
}

/** The key's action: the lesson's own when it takes the key over, else the common one. */
function keyAction(key: 'step' | 'back' | 'reset'): void {
  const s = useApp.getState();
  // The contents page has no scene to step.
  if (s.contents) return;
  const own = lessonEntries[s.scene.lesson].keys?.[key];
  if (own) own(s);
  else s[key]();
}

/**
 * The lesson's element is made here, in a render of its own, not in App's: an element held in a
 * parent's props keeps the tree it first rendered for as long as that parent is not rendered
 * again, and a lesson renders itself at every frame of a run while App does not. Its staged
 * panels link each render to the next (see app/ui/Staged.tsx), so the first render kept every
 * later one: gd-eg's heap grew by about 25 MB from round 10 000 to 60 000 on a laptop.
 */
function LessonHost({ Lesson }: { Lesson: ComponentType }) {
  return <Lesson />;
}

const titleOf = (lesson: Parameters<typeof definitionOf>[0]): string => definitionOf(lesson).title;
const lessonOptions = lessons.map((l) => [l, titleOf(l)] as const);
const themeOptions = themes.map((th) => [th, th] as const);

export function App({ engine }: { engine: EngineHandle }) {
  const root = useRef<HTMLDivElement>(null);
  const scene = useApp((s) => s.scene);
  const notices = useApp((s) => s.notices);
  const fontScale = useApp((s) => s.fontScale);
  const helpOpen = useApp((s) => s.helpOpen);
  const contents = useApp((s) => s.contents);
  const shareOpen = useApp((s) => s.shareOpen);
  const slide = useApp((s) => s.slide);
  const blank = useApp((s) => s.blank);
  const fast = useApp((s) => isFast(s.playing, s.scene.speed));
  const a = useApp.getState();

  const theme: Theme = scene.present ? 'projector' : scene.theme;
  const scale = scene.present ? Math.max(1.5, fontScale * 1.5) : fontScale;

  // Before the frame is drawn: a theme, mode or text size is never drawn a frame late (Preact runs
  // passive effects after the frame).
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.dataset.theme = theme;
    html.classList.toggle('embed', scene.embed);
    html.classList.toggle('present', scene.present);
    // A figure alone (`panels=`) in one column, without the controls when `controls=0`.
    html.classList.toggle('compact', scene.panels !== null);
    html.classList.toggle('no-controls', !scene.controls);
    html.style.setProperty('--font-scale', String(scale));
  }, [theme, scene.embed, scene.present, scene.panels, scene.controls, scale]);
  useEffect(() => {
    document.title = contents ? 'Hindsight — the course' : `Hindsight — ${titleOf(scene.lesson)}`;
  }, [scene.lesson, contents]);

  const actions = useMemo<KeyActions>(
    () => ({
      toggle: () => {
        if (!useApp.getState().contents) useApp.getState().toggle();
      },
      step: () => keyAction('step'),
      back: () => keyAction('back'),
      reset: () => keyAction('reset'),
      fullscreen: () => {
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        else void document.documentElement.requestFullscreen?.().catch(() => undefined);
      },
      present: () => {
        const s = useApp.getState();
        s.setScene({ present: !s.scene.present });
      },
      font: (d) => useApp.getState().bumpFont(d),
      help: () => useApp.getState().setUi({ helpOpen: !useApp.getState().helpOpen }),
      share: () => {
        const s = useApp.getState();
        if (s.contents) return;
        // The link is of one round: the run waits while it is shared.
        s.pause();
        s.setUi({ shareOpen: true, helpOpen: false });
      },
      lecture: (delta) => {
        if (!lecturing(useApp.getState())) return false;
        void import('./lessons/kit/lecture').then((m) => m.stepLecture(useApp, delta));
        return true;
      },
      blank: () => {
        const s = useApp.getState();
        if (!s.scene.present && !s.blank) return false;
        s.setUi({ blank: !s.blank });
        return true;
      },
      closeOverlays: () => {
        const s = useApp.getState();
        if (s.blank) {
          s.setUi({ blank: false });
          return true;
        }
        if (!s.helpOpen) return false;
        s.setUi({ helpOpen: false });
        return true;
      },
    }),
    [],
  );
  useKeyboard(root, actions);

  const chrome = !scene.embed && !scene.present;
  const Lesson = lessonEntries[scene.lesson].Component;
  // A lesson's address from the contents page keeps the reader's theme and presentation mode.
  const hrefFor = (lesson: LessonId): string => {
    const q = new URLSearchParams({ lesson });
    if (scene.theme !== defaultScene.theme) q.set('theme', scene.theme);
    if (scene.present) q.set('present', '1');
    if (scene.embed) q.set('embed', '1');
    return `./?${q.toString()}`;
  };
  return (
    <div ref={root} className="app">
      {chrome ? (
        <header className="site-header">
          <h1>
            {contents ? (
              <span className="brand">Hindsight</span>
            ) : (
              <a className="brand" href="./" title="All lessons: the course’s contents">
                Hindsight
              </a>
            )}{' '}
            <span className="lesson-name">
              {contents ? 'online learning, live' : titleOf(scene.lesson)}
            </span>
          </h1>
          <div className="header-tools">
            {contents ? null : (
              <>
                <a className="contents-link" href="./">
                  All lessons
                </a>
                <label>
                  Lesson{' '}
                  <HeaderMenu
                    className="lesson-menu"
                    value={scene.lesson}
                    options={lessonOptions}
                    onChange={(v) => a.applyParams([['lesson', v]], { replace: false })}
                  />
                </label>
              </>
            )}
            <label>
              Theme{' '}
              <HeaderMenu
                className="theme-menu"
                value={scene.theme}
                options={themeOptions}
                onChange={(v) => a.applyParams([['theme', v]])}
              />
            </label>
            {contents ? null : (
              <button type="button" onClick={actions.share} aria-keyshortcuts="S">
                Share
              </button>
            )}
            <button type="button" onClick={actions.present} aria-keyshortcuts="P">
              Present
            </button>
            <button type="button" onClick={actions.help} aria-keyshortcuts="?">
              Shortcuts
            </button>
          </div>
        </header>
      ) : (
        // Without the site header (presentation, embed), the page keeps a banner and its heading.
        <header>
          <h1 className="visually-hidden">
            {contents ? 'Hindsight: the course' : `Hindsight: ${titleOf(scene.lesson)}`}
          </h1>
          {scene.present && !scene.embed ? (
            <button type="button" className="leave-present" onClick={actions.present}>
              Leave presentation (P)
            </button>
          ) : null}
        </header>
      )}
      <Notices notices={notices} onDismiss={a.dismissNotice} />
      {contents ? (
        <Suspense fallback={<main className="contents">Loading the course…</main>}>
          <ContentsPage hrefFor={hrefFor} />
        </Suspense>
      ) : (
        // The engine is the lessons' alone.
        <EngineContext.Provider value={engine}>
          <Suspense fallback={<main className="lesson loading">Loading the lesson…</main>}>
            <FollowingFast.Provider value={fast}>
              <LessonHost Lesson={Lesson} />
            </FollowingFast.Provider>
          </Suspense>
        </EngineContext.Provider>
      )}
      {chrome ? (
        <footer className="site-footer">
          <p>
            Hindsight — online learning, live. Press <kbd>?</kbd> for keyboard shortcuts. Every
            scene is a URL: copy the address to share this exact round.
          </p>
        </footer>
      ) : null}
      {scene.present || blank ? <LectureOverlays slide={slide} blank={blank} /> : null}
      {helpOpen ? <HelpOverlay onClose={() => a.setUi({ helpOpen: false })} /> : null}
      {shareOpen && !contents ? (
        <Suspense fallback={null}>
          <ShareDialog
            {...shareAddresses()}
            title={titleOf(scene.lesson)}
            presenting={scene.present}
            onClose={() => a.setUi({ shareOpen: false })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
