/** The charts' log-scale switch, the same in every lesson; the choice lives in the store's ui slice. */
export function LogScaleToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (logScale: boolean) => void;
}) {
  return (
    <label className="toggles">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> Log
      scale (long runs)
    </label>
  );
}
