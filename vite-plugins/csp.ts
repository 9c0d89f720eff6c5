import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy of the built page, as a meta tag (static hosting has no headers to
 * set). Scripts, styles, fonts and workers come from the page's own origin only, apart from the
 * page's own inline scripts, each allowed by its hash (see policyFor); KaTeX's fonts are bundled,
 * every one a file (vite.config.ts keeps fonts out of data: URLs). Inline style attributes are
 * allowed: React and KaTeX position elements with them, and they cannot run code. `connect-src`
 * allows the origin and any https: host, so `data=` can still fetch a CSV from a server that
 * allows CORS. Only the build gets it: the dev server injects inline scripts for hot reload.
 */
const policy = (scriptSources: readonly string[]): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "img-src 'self' data: blob:",
    "worker-src 'self'",
    "connect-src 'self' https:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The policy for a page: every inline script in it (the lesson preload, see lesson-preload.ts)
 * is allowed by the SHA-256 of its exact text, and nothing else inline runs.
 */
export function policyFor(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  return policy(hashes);
}

export function csp(): Plugin {
  return {
    name: 'hindsight-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: policyFor(html) },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
