import { describe, expect, it } from 'vitest';
import {
  labelWidth,
  layoutLabels,
  markerBox,
  type Box,
  type LabelRequest,
  type PlacedLabel,
} from './label-layout';

/** The box a placed label covers (the layout's own estimate of its width). */
function boxOf(l: PlacedLabel): Box {
  const w = labelWidth(l.parts);
  const x0 = l.anchor === 'start' ? l.x : l.anchor === 'end' ? l.x - w : l.x - w / 2;
  return [x0, l.y - 10, x0 + w, l.y + 4];
}
const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

describe('layoutLabels', () => {
  it('places a crowd of labels at one spot without overlaps, required ones first', () => {
    const at: [number, number] = [200, 200];
    const requests: LabelRequest[] = [
      { id: 'w', at, parts: [{ t: 'w' }, { t: 't', sub: true }], required: true },
      { id: 'u', at: [204, 198], parts: [{ t: 'u*' }], required: true },
      { id: 'z', at: [196, 205], parts: [{ t: 'z' }, { t: 't', sub: true }], required: true },
      { id: 'a', at: [202, 203], parts: [{ t: 'OGD η = 1/t' }], required: false },
      { id: 'b', at: [199, 201], parts: [{ t: 'FTRL' }], required: false },
    ];
    const markers = requests.map((r) => markerBox(r.at));
    const placed = layoutLabels(requests, markers);
    const ids = placed.map((p) => p.id);
    expect(ids.slice(0, 3)).toEqual(['w', 'u', 'z']);
    const boxes = placed.map(boxOf);
    for (let i = 0; i < boxes.length; i++) {
      for (const m of markers) expect(overlaps(boxes[i] as Box, m)).toBe(false);
      for (let j = i + 1; j < boxes.length; j++)
        expect(overlaps(boxes[i] as Box, boxes[j] as Box)).toBe(false);
    }
  });

  it('keeps labels inside the plane, even for points in a corner or off it', () => {
    const placed = layoutLabels(
      [
        { id: 'c', at: [399, 1], parts: [{ t: 'corner label' }], required: true },
        { id: 'o', at: [5000, -5000], parts: [{ t: 'far' }], required: true },
      ],
      [],
    );
    for (const p of placed) {
      const b = boxOf(p);
      expect(b[0]).toBeGreaterThanOrEqual(0);
      expect(b[2]).toBeLessThanOrEqual(400);
      expect(b[1]).toBeGreaterThanOrEqual(0);
      expect(b[3]).toBeLessThanOrEqual(400);
    }
    expect(placed.map((p) => p.id)).toEqual(['c', 'o']);
  });

  it('drops an optional label that has nowhere to go, and skips non-finite points', () => {
    const wall: Box = [0, 0, 400, 400];
    const placed = layoutLabels(
      [
        { id: 'opt', at: [200, 200], parts: [{ t: 'x' }], required: false },
        { id: 'nan', at: [NaN, 1], parts: [{ t: 'x' }], required: true },
      ],
      [wall],
    );
    expect(placed).toEqual([]);
  });
});
