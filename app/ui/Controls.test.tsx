// @vitest-environment jsdom
import { FRAME_AND_AFTER_MS, withFakeFrames } from '../testing/fake-frames';
import { act, render } from '../testing/library';
import { describe, expect, it, vi } from 'vitest';
import { Controls, type ControlsProps } from './Controls';

withFakeFrames();

function props(over: Partial<ControlsProps> = {}): ControlsProps {
  return {
    t: 120,
    T: 1000,
    playing: false,
    waiting: false,
    speed: 20,
    seed: 1,
    stream: 'iid',
    streams: [{ id: 'iid', label: 'iid' }],
    onPlay: vi.fn(),
    onPause: vi.fn(),
    onStep: vi.fn(),
    onBack: vi.fn(),
    onReset: vi.fn(),
    onSeek: vi.fn(),
    onSpeed: vi.fn(),
    onParams: vi.fn(),
    onNewSeed: vi.fn(),
    ...over,
  };
}

const slider = (c: HTMLElement) =>
  c.querySelector<HTMLInputElement>('.scrubber input[type="range"]');

describe('Controls', () => {
  it('shows the transport at once and the round’s slider a frame later, in its place', () => {
    const { container } = render(<Controls {...props()} />);
    expect(container.querySelector('output.round')?.textContent).toBe('t = 120 / 1000');
    expect(container.querySelector('button.primary')?.textContent).toBe('Play');
    expect(slider(container)).toBeNull();
    expect(container.querySelector('.scrubber .scrubber-pending')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(FRAME_AND_AFTER_MS));
    const input = slider(container);
    expect(input?.value).toBe('120');
    expect(input?.max).toBe('1000');
    expect(input?.labels?.[0]?.textContent).toBe('Round');
    expect(container.querySelector('.scrubber-pending')).toBeNull();
  });

  it('says at once what a stream waiting for the student waits for', () => {
    const { container } = render(
      <Controls {...props({ waiting: true, waitingHint: 'click the plane' })} />,
    );
    expect(container.querySelector('.scrubber [role="status"]')?.textContent).toBe(
      'Waiting for you: click the plane.',
    );
  });

  it('seeks from the slider once it is shown', () => {
    const onSeek = vi.fn();
    const { container } = render(<Controls {...props({ onSeek })} />);
    act(() => void vi.advanceTimersByTime(FRAME_AND_AFTER_MS));
    const input = slider(container) as HTMLInputElement;
    act(() => {
      input.value = '400';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onSeek).toHaveBeenCalledWith(400);
  });
});
