// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateControl, SLIDER_STEPS, type RateControlProps } from './RateControl';

afterEach(cleanup);

function props(over: Partial<RateControlProps> = {}): RateControlProps {
  return {
    symbol: 'η',
    value: 0.1,
    min: 0.001,
    max: 10,
    theoryValue: Math.sqrt((8 * Math.log(10)) / 2700),
    theoryFormula: '√(8 ln d / T)',
    onChange: vi.fn(),
    ...over,
  };
}

describe('RateControl', () => {
  it('shows the value and the theory value with its formula', () => {
    const { container, getByLabelText } = render(<RateControl {...props()} />);
    expect((getByLabelText('learning rate η') as HTMLInputElement).value).toBe('0.1');
    expect(container.querySelector('output')?.textContent).toBe('η = 0.1');
    expect(container.querySelector('.theory')?.textContent).toBe(
      'theory: η = √(8 ln d / T) = 0.0826',
    );
    expect(container.textContent).not.toMatch(/NaN/);
  });

  it('applies the theory value with its button', () => {
    const p = props();
    const { getByRole } = render(<RateControl {...p} />);
    fireEvent.click(getByRole('button', { name: /theory value/i }));
    expect(p.onChange).toHaveBeenCalledTimes(1);
    expect(p.onChange).toHaveBeenCalledWith(p.theoryValue);
  });

  it('applies a valid typed value', () => {
    const p = props();
    const { getByLabelText } = render(<RateControl {...p} />);
    fireEvent.change(getByLabelText('learning rate η'), { target: { value: '0.25' } });
    expect(p.onChange).toHaveBeenCalledWith(0.25);
  });

  it('does not apply invalid input and says so inline', () => {
    const p = props();
    const { getByLabelText, container } = render(<RateControl {...p} />);
    const input = getByLabelText('learning rate η');
    for (const bad of ['abc', '', '0', '-1', '11', 'Infinity']) {
      fireEvent.change(input, { target: { value: bad } });
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(container.querySelector('.invalid')?.textContent).toBe(
        'Not applied: enter a number from 0.001 to 10.',
      );
    }
    expect(p.onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2' } });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(container.querySelector('.invalid')?.textContent).toBe('');
    expect(p.onChange).toHaveBeenCalledWith(2);
  });

  it('maps the slider on a log scale between min and max', () => {
    const p = props({ value: 0.1 });
    const { getByRole } = render(<RateControl {...p} />);
    const slider = getByRole('slider') as HTMLInputElement;
    // 0.1 is 2 of the 4 decades from 0.001 to 10: halfway.
    expect(Number(slider.value)).toBe(SLIDER_STEPS / 2);
    expect(slider.getAttribute('aria-valuetext')).toBe('η = 0.1');
    fireEvent.change(slider, { target: { value: String(SLIDER_STEPS) } });
    expect(p.onChange).toHaveBeenLastCalledWith(10);
    fireEvent.change(slider, { target: { value: '0' } });
    expect(p.onChange).toHaveBeenLastCalledWith(0.001);
    fireEvent.change(slider, { target: { value: String((SLIDER_STEPS * 3) / 4) } });
    expect(p.onChange).toHaveBeenLastCalledWith(1);
  });

  it('follows the value from outside and labels ε', () => {
    const p = props({ symbol: 'ε', value: 0.1 });
    const { getByLabelText, rerender } = render(<RateControl {...p} />);
    const input = getByLabelText('learning rate ε') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'x' } });
    rerender(<RateControl {...p} value={0.5} />);
    expect(input.value).toBe('0.5');
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('disables the theory button when the theory value is not a positive number', () => {
    const { getByRole, container } = render(<RateControl {...props({ theoryValue: NaN })} />);
    expect((getByRole('button', { name: /theory value/i }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(container.innerHTML).not.toMatch(/NaN/);
  });
});
