import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code of `text`, drawn as one SVG path (dark modules on white whatever the theme: scanners
 * want dark on light). A text too long for any QR code gets a sentence instead.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const code = useMemo(() => {
    try {
      const { data } = encode(text, { ecc: 'M', border: 2 });
      const n = data.length;
      let d = '';
      data.forEach((row, y) =>
        row.forEach((dark, x) => {
          if (dark) d += `M${x} ${y}h1v1h-1z`;
        }),
      );
      return { n, d };
    } catch {
      return null;
    }
  }, [text]);
  if (!code)
    return (
      <p className="qr-too-long">
        This link ({text.length} characters) is too long for a QR code: share it as text.
      </p>
    );
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${code.n} ${code.n}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={code.n} height={code.n} fill="#ffffff" />
      <path d={code.d} fill="#000000" />
    </svg>
  );
}
