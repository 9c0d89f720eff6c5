import { useAfterNextFrame } from './useAfterNextFrame';

export interface HeaderMenuProps {
  /** The menu's class, which sets its size (styles.css, "The header's menus"). */
  className: 'lesson-menu' | 'theme-menu';
  value: string;
  /** [value, label] pairs, in order. */
  options: ReadonlyArray<readonly [string, string]>;
  onChange(value: string): void;
}

/**
 * A menu of the site header, a frame after the page's first render: the page's first selects,
 * they were 15-40 ms of that render and its layout at 4× CPU throttle. Meanwhile a box of the
 * menu's exact size holds its place, so nothing moves when it comes. The frame is the menu's own
 * state, so only the menu renders again when it comes, not the page.
 */
export function HeaderMenu({ className, value, options, onChange }: HeaderMenuProps) {
  const ready = useAfterNextFrame();
  if (!ready) return <span className={`menu-pending ${className}`} aria-hidden="true" />;
  return (
    <select className={className} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </select>
  );
}
