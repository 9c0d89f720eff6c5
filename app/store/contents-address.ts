/** The parameters that only say how the page looks, not what it shows. */
export const DISPLAY_PARAMS: readonly string[] = ['theme', 'present', 'embed'];

/**
 * The site's root opens the course's contents: an address with no parameter but display ones.
 * Any scene parameter, with or without `lesson=`, opens a scene.
 */
export function opensContents(query: URLSearchParams): boolean {
  return [...query.keys()].every((k) => DISPLAY_PARAMS.includes(k));
}
