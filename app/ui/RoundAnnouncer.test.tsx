// @vitest-environment jsdom
import { act, cleanup, render } from '../testing/library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoundAnnouncer } from './RoundAnnouncer';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const region = (c: HTMLElement) => c.querySelector('[aria-live="polite"]') as HTMLElement;

describe('RoundAnnouncer', () => {
  it('is a polite, atomic, visually hidden region', () => {
    const { container } = render(<RoundAnnouncer message="Round 0 of 300" playing={false} />);
    const r = region(container);
    expect(r.getAttribute('aria-atomic')).toBe('true');
    expect(r.className).toContain('visually-hidden');
    expect(r.textContent).toBe('Round 0 of 300');
  });

  it('announces a single step at once', () => {
    const { container, rerender } = render(<RoundAnnouncer message="Round 0" playing={false} />);
    rerender(<RoundAnnouncer message="Round 1: 1 mistake" playing={false} />);
    act(() => void vi.advanceTimersByTime(0));
    expect(region(container).textContent).toBe('Round 1: 1 mistake');
    rerender(<RoundAnnouncer message="Round 2: 1 mistake" playing={false} />);
    act(() => void vi.advanceTimersByTime(0));
    expect(region(container).textContent).toBe('Round 2: 1 mistake');
  });

  it('changes at most once a second while playing, and ends on the last round', () => {
    const { container, rerender } = render(<RoundAnnouncer message="Round 0" playing={false} />);
    // 3 s of frames at 60 per second, one round per frame: what the region says after each.
    const seen: string[] = [];
    for (let f = 1; f <= 180; f++) {
      rerender(<RoundAnnouncer message={`Round ${f}`} playing />);
      act(() => void vi.advanceTimersByTime(1000 / 60));
      const text = region(container).textContent ?? '';
      if (text !== (seen.at(-1) ?? 'Round 0')) seen.push(text);
    }
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.length).toBeLessThanOrEqual(4);
    expect(seen[0]).toBe('Round 1'); // the first round played is said at once
    const rounds = seen.map((s) => Number(s.replace('Round ', '')));
    for (let i = 1; i < rounds.length; i++) {
      expect((rounds[i] as number) - (rounds[i - 1] as number)).toBeGreaterThanOrEqual(59);
    }
    // Pausing says where it stopped, at once.
    rerender(<RoundAnnouncer message="Round 180, paused" playing={false} />);
    act(() => void vi.advanceTimersByTime(0));
    expect(region(container).textContent).toBe('Round 180, paused');
  });
});
