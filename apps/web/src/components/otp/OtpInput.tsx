import { OTP_LENGTH } from '@care/shared';
import {
  useImperativeHandle,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';

export interface OtpInputHandle {
  /** Focuses a box (the first by default), e.g. after a wrong code or a resend. */
  focus(index?: number): void;
}

export interface OtpInputProps {
  /**
   * The code typed so far: character i is box i, and a space marks an empty box in the middle
   * ('12 456'), so a half-filled code never shifts and never passes a 6-digit check.
   */
  value: string;
  onChange: (value: string) => void;
  length?: number;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the visible label/description of the group, e.g. "We have sent a code to...". */
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  ref?: Ref<OtpInputHandle>;
}

export function otpSlots(value: string, length: number): string[] {
  return Array.from({ length }, (_, i) => {
    const char = value[i] ?? '';
    return /^\d$/.test(char) ? char : '';
  });
}

function slotsToValue(slots: string[]): string {
  return slots
    .map((slot) => slot || ' ')
    .join('')
    .trimEnd();
}

/**
 * One box per digit: typing moves on, Backspace moves back, arrows move between boxes, and a
 * pasted or SMS-autofilled code lands in all boxes at once, whichever box receives it.
 */
export function OtpInput({
  value,
  onChange,
  length = OTP_LENGTH,
  disabled,
  invalid,
  ref,
  ...groupLabelling
}: OtpInputProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const slots = otpSlots(value, length);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), length - 1)];
    box?.focus();
    box?.select();
  };

  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }));

  const commit = (next: string[]) => onChange(slotsToValue(next));

  /** Writes several digits from `start`; a whole code always fills from the first box. */
  const fill = (start: number, digits: string) => {
    const from = digits.length >= length ? 0 : start;
    const written = digits.slice(0, length - from).split('');
    const next = [...slots];
    written.forEach((digit, offset) => (next[from + offset] = digit));
    commit(next);
    focusBox(from + written.length);
  };

  const setDigit = (index: number, digit: string) => {
    const next = [...slots];
    next[index] = digit;
    commit(next);
  };

  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    if (raw === '') {
      setDigit(index, ''); // cut, or a mobile keyboard's delete
      return;
    }
    const digits = raw.replace(/\D/g, '');
    if (digits === '' || digits === slots[index]) {
      // Letters and symbols are refused. The box shows its digit again by hand: with no change
      // of state there is no render, and Preact does not put a controlled value back.
      event.target.value = slots[index] ?? '';
      return;
    }
    if (digits.length === 1) {
      setDigit(index, digits);
      if (index < length - 1) focusBox(index + 1);
      return;
    }
    if (digits.length === 2 && slots[index]) {
      // Typed beside the digit already there instead of over it: keep the new one.
      const caret = event.target.selectionStart ?? raw.length;
      setDigit(index, (caret <= 1 ? digits[0] : digits[1]) ?? '');
      if (index < length - 1) focusBox(index + 1);
      return;
    }
    fill(index, digits); // autofill or a paste that bypassed the paste event
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (slots[index]) {
          setDigit(index, '');
        } else if (index > 0) {
          setDigit(index - 1, '');
          focusBox(index - 1);
        }
        break;
      case 'Delete':
        event.preventDefault();
        setDigit(index, '');
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
        break;
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (digits) fill(index, digits);
  };

  return (
    <div role="group" {...groupLabelling} className="flex justify-between gap-2 sm:gap-3">
      {slots.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          // Only the first box takes the SMS autofill; the code is then spread over all six.
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('auth.otp.digit', { index: index + 1, count: length })}
          aria-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          onChange={(event) => handleChange(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={
            'h-12 w-11 min-w-0 rounded-xl border bg-white text-center text-xl font-semibold text-slate-900 tabular-nums shadow-xs ' +
            'caret-brand-700 transition-colors focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ' +
            'disabled:bg-slate-100 disabled:text-slate-500 sm:h-14 sm:w-12 sm:text-2xl ' +
            (invalid ? 'border-red-600' : 'border-slate-300')
          }
        />
      ))}
    </div>
  );
}
