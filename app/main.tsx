import { createRoot } from 'react-dom/client';
import { App } from './App';
import { lessonEntries } from './lessons/registry';
import { connectEngine } from './engine/controller';
import { loadDataUrls } from './engine/data-url';
import { installEmbed } from './embed/install';
import { registerOffline } from './offline';
import { whenFirstQuiet } from './offline-moment';
import { opensContents } from './store/contents-address';
import { useApp } from './store/store';
import { syncUrl } from './store/url-sync';
// KaTeX's font faces, as text: declared below, in a task of their own (app/font-faces.ts).
import katexFaces from 'virtual:katex-font-faces.css?inline';
import { declareFontFaces } from './font-faces';
import './styles.css';

// The URL is the scene: parse it first, with notices for anything invalid. The site's root (no
// scene parameter: at most the display's theme, presentation or embed mode) opens the course's
// contents; any scene parameter, with or without `lesson=`, opens a scene as it always did.
const query = new URLSearchParams(window.location.search);
useApp.getState().setUi({ contents: opensContents(query) });
// A lecture's tour (`tour=`, and `stop=` where it stands) is not a scene parameter.
const tour = query.get('tour');
const stop = Number(query.get('stop'));
const ownScene = query.has('lesson');
query.delete('tour');
query.delete('stop');
useApp.getState().applyParams(query.entries(), { replace: true });
if (tour !== null)
  void import('./lessons/kit/lecture').then((m) => m.startTour(useApp, tour, stop, ownScene));

// The worker, the address and the embedding page are wired in a task of their own, the first one
// queued after the script's: the script's task (running every module) did this too, 6-25 ms of it
// at 4× CPU throttle, and was then one of a phone's tasks of 50 ms or more. The first render is
// queued from there, after the two tasks below.
setTimeout(() => {
  const engine = connectEngine(useApp);
  loadDataUrls(useApp);
  syncUrl(useApp);
  installEmbed(useApp, engine);
  // After one visit the app works offline; an update waits while a reload would lose something.
  registerOffline(
    () => {
      const s = useApp.getState();
      return (
        s.playing ||
        s.moves.length > 0 ||
        s.scene.embed ||
        (s.csv !== null && !s.scene.params['data'])
      );
    },
    (register) => whenFirstQuiet(useApp, register),
  );

  const container = document.getElementById('root');
  if (container) {
    const root = createRoot(container);
    // In a task of its own, after the two below: the first page's render and layout is a long
    // enough task on a phone without the wiring's work.
    // App is the root's own child, not wrapped: Preact lets go of the root's element after the
    // render, where a wrapper (the engine's provider, say) would keep App's first element, and with
    // it App's first tree, for the page's life (see app/ui/Staged.tsx).
    setTimeout(() => root.render(<App engine={engine} />));
  }
});

// Before the app's first render.
setTimeout(() => declareFontFaces(katexFaces));

// The lesson's page, imported in a task of its own before the first render, which would otherwise
// import it as it renders: the import's helper looks up the page's preloads and adds the lesson's
// stylesheet to the page, 6-11 ms at 4× CPU throttle (timed as a task of its own). Should the
// import fail, the render's own import shows it (the lesson's error boundary).
const opening = useApp.getState();
if (!opening.contents)
  setTimeout(() => lessonEntries[opening.scene.lesson].load?.().catch(() => undefined));
