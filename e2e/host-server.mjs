// A tiny static host on another origin (127.0.0.1:4174 vs the app on 4173), serving an embed page
// the way a course-notes site would.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { marked } from 'marked';

const app = 'http://127.0.0.1:4173';
const frame = (query, title) =>
  `<iframe src="${app}/?embed=1&amp;${query.replace(/&/g, '&amp;')}" title="${title}" ` +
  `style="width: 100%; border: 0" loading="lazy"></iframe>`;
const script = `<script src="${app}/embed.js" async></script>`;
const page = (title, body, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}` +
  `</head><body>${body}</body></html>`;

// Host pages of the kinds an author writes, each with the embed snippet the share dialog gives.
const hostPages = {
  // A plain page with two frames of different heights.
  '/two-frames.html': () =>
    page(
      'Two frames',
      `<h1>Two lessons</h1>${frame('lesson=perceptron&seed=5&T=200', 'Hindsight: perceptron')}` +
        `<p>Between the frames.</p>${frame('lesson=experts&seed=2&T=100', 'Hindsight: experts')}${script}`,
    ),
  // A reveal.js deck: the frame is on the first slide, the arrow keys belong to the deck.
  '/deck.html': () =>
    page(
      'A lecture deck',
      `<div class="reveal"><div class="slides">` +
        `<section><h2>The perceptron</h2>${frame('lesson=perceptron&seed=5&T=200', 'Hindsight: perceptron')}</section>` +
        `<section><h2>Next slide</h2></section></div></div>${script}` +
        `<script src="/reveal/reveal.js"></script><script>Reveal.initialize({ hash: false });</script>`,
      '<link rel="stylesheet" href="/reveal/reveal.css">',
    ),
  // Course notes written in Markdown and rendered to HTML (raw HTML passes through, as in most
  // Markdown-based site generators).
  '/notes.html': () =>
    page(
      'Notes',
      marked.parse(
        `# Lecture 4: experts\n\nThe regret of Hedge, live:\n\n` +
          `${frame('lesson=experts&seed=2&T=100', 'Hindsight: experts')}\n\n${script}\n\n` +
          `Read the proof *after* playing the scene.\n`,
      ),
    ),
};

const port = Number(process.argv[2] || 4174);
createServer(async (req, res) => {
  if (req.url === '/health') {
    res.writeHead(200).end('ok');
    return;
  }
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (hostPages[path]) {
    res.writeHead(200, { 'content-type': 'text/html' }).end(hostPages[path]());
    return;
  }
  if (path === '/reveal/reveal.js' || path === '/reveal/reveal.css') {
    const file = new URL(`../node_modules/reveal.js/dist/${path.slice(8)}`, import.meta.url);
    const type = path.endsWith('.js') ? 'text/javascript' : 'text/css';
    res.writeHead(200, { 'content-type': type }).end(await readFile(file));
    return;
  }
  if (req.url?.startsWith('/host.html')) {
    const html = await readFile(new URL('./host.html', import.meta.url), 'utf8');
    res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    return;
  }
  if (req.url?.startsWith('/points.csv')) {
    res
      .writeHead(200, { 'content-type': 'text/csv', 'access-control-allow-origin': '*' })
      .end('x1,x2,y\n0.5,0.5,1\n-0.5,-0.4,-1\n0.9,-0.1,1\n-0.2,-0.8,-1\n');
    return;
  }
  if (req.url?.startsWith('/losses.csv')) {
    res
      .writeHead(200, { 'content-type': 'text/csv', 'access-control-allow-origin': '*' })
      .end('v1,v2\n-0.5,0\n1,0\n-1,0\n1,0\n');
    return;
  }
  res.writeHead(404).end('not found');
}).listen(port, '127.0.0.1');
