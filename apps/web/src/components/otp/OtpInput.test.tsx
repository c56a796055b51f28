import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './OtpInput';

/** OtpInput with real state, reporting every value it emits. */
function Harness({ onValue = () => undefined }: { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <p id="otp-label">Enter the OTP</p>
      <OtpInput
        value={value}
        aria-labelledby="otp-label"
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      {/* Nothing at all for no code (Preact would keep an empty text node for ""). */}
      <output data-testid="value">{value || null}</output>
    </>
  );
}

function setup() {
  const onValue = vi.fn();
  render(<Harness onValue={onValue} />);
  const boxes = Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Digit ${i + 1} of 6`));
  return { user: userEvent.setup(), boxes, onValue, value: () => screen.getByTestId('value') };
}

const box = (boxes: HTMLElement[], index: number) => boxes[index] as HTMLInputElement;

describe('OtpInput', () => {
  it('renders six labelled numeric boxes in a labelled group, autofill on the first', () => {
    const { boxes } = setup();
    expect(screen.getByRole('group', { name: 'Enter the OTP' })).toBeInTheDocument();
    expect(boxes).toHaveLength(6);
    for (const element of boxes) expect(element).toHaveAttribute('inputmode', 'numeric');
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes[1]).toHaveAttribute('autocomplete', 'off');
  });

  it('moves to the next box after each digit', async () => {
    const { user, boxes, value } = setup();
    await user.click(box(boxes, 0));
    await user.keyboard('1');
    expect(box(boxes, 0)).toHaveValue('1');
    expect(box(boxes, 1)).toHaveFocus();
    await user.keyboard('23');
    expect(box(boxes, 3)).toHaveFocus();
    expect(value()).toHaveTextContent('123');
  });

  it('goes back on Backspace from an empty box, clearing the previous digit', async () => {
    const { user, boxes, value } = setup();
    await user.click(box(boxes, 0));
    await user.keyboard('123');
    expect(box(boxes, 3)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(box(boxes, 2)).toHaveFocus();
    expect(box(boxes, 2)).toHaveValue('');
    expect(value()).toHaveTextContent(/^12$/);

    await user.keyboard('{Backspace}{Backspace}');
    expect(box(boxes, 0)).toHaveFocus();
    expect(value()).toBeEmptyDOMElement();
  });

  it('clears a filled box on Backspace without leaving it', async () => {
    const { user, boxes, value } = setup();
    await user.click(box(boxes, 0));
    await user.keyboard('123456');
    expect(box(boxes, 5)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(boxes, 5)).toHaveFocus();
    expect(box(boxes, 5)).toHaveValue('');
    expect(value()).toHaveTextContent(/^12345$/);
  });

  it('fills all six boxes from a pasted code, whichever box receives it', async () => {
    const { user, boxes, value } = setup();
    await user.click(box(boxes, 3));
    await user.paste('482 915');
    expect(boxes.map((element) => (element as HTMLInputElement).value)).toEqual([
      '4',
      '8',
      '2',
      '9',
      '1',
      '5',
    ]);
    expect(value()).toHaveTextContent('482915');
    expect(box(boxes, 5)).toHaveFocus();
  });

  it('spreads a partial paste from the box that receives it', async () => {
    const { user, boxes, value } = setup();
    await user.click(box(boxes, 2));
    await user.paste('78');
    expect(value().textContent).toBe('  78');
    expect(box(boxes, 4)).toHaveFocus();
  });

  it('accepts digits only', async () => {
    const { user, boxes, onValue } = setup();
    await user.click(box(boxes, 0));
    await user.keyboard('a-. ');
    expect(box(boxes, 0)).toHaveValue('');
    expect(box(boxes, 0)).toHaveFocus();
    expect(onValue).not.toHaveBeenCalled();
    await user.paste('abc');
    expect(onValue).not.toHaveBeenCalled();

    await user.keyboard('7x');
    expect(box(boxes, 0)).toHaveValue('7');
    expect(box(boxes, 1)).toHaveValue('');
  });

  it('replaces a digit typed over, and keeps the gap when one in the middle is cleared', async () => {
    const { user, boxes, value } = setup();
    await user.click(box(boxes, 0));
    await user.keyboard('123456');
    await user.click(box(boxes, 1)); // focusing selects the digit
    await user.keyboard('9');
    expect(value()).toHaveTextContent('193456');
    expect(box(boxes, 2)).toHaveFocus();

    await user.click(box(boxes, 3));
    await user.keyboard('{Delete}');
    expect(value().textContent).toBe('193 56');
  });

  it('moves between boxes with the arrow keys', async () => {
    const { user, boxes } = setup();
    await user.click(box(boxes, 2));
    await user.keyboard('{ArrowLeft}');
    expect(box(boxes, 1)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(boxes, 3)).toHaveFocus();
  });
});
