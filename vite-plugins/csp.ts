import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy of the built page, as a meta tag (static hosting has no headers to
 * set). Scripts, styles, fonts and workers come from the page's own origin only; KaTeX's fonts
 * are bundled, one of them inlined as a data: URL. Inline style attributes are allowed: React and KaTeX
 * position elements with them, and they cannot run code. `connect-src` allows the origin and any
 * https: host, so `data=` can still fetch a CSV from a server that allows CORS. Only the build
 * gets it: the dev server injects inline scripts for hot reload.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // Vite inlines KaTeX's smallest font as a data: URL.
  "font-src 'self' data:",
  "img-src 'self' data: blob:",
  "worker-src 'self'",
  "connect-src 'self' https:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function csp(): Plugin {
  return {
    name: 'hindsight-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
