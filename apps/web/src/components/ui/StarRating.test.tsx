import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filledStars, formatRating, StarRating } from './StarRating';

/** Stars drawn by the path of each colour: one `M` (move) per star outline. */
function starsDrawn(colour: string) {
  const d = document.querySelector(`path.${colour}`)?.getAttribute('d') ?? '';
  return d.split('M').length - 1;
}
const filledCount = () => starsDrawn('fill-amber-400');

describe('StarRating', () => {
  it.each([
    [4.5, 5],
    [4.49, 4],
    [3.5, 4],
    [0.4, 0],
    [0, 0],
    [5, 5],
    [7, 5],
    [-1, 0],
    [Number.NaN, 0],
  ])('fills %s rounded to %s stars', (rating, stars) => {
    expect(filledStars(rating)).toBe(stars);
  });

  it('draws five stars, the rounded number of them filled', () => {
    render(<StarRating rating={3.6} />);
    expect(document.querySelectorAll('svg')).toHaveLength(1);
    expect(filledCount()).toBe(4);
    expect(starsDrawn('fill-slate-200')).toBe(1);
    expect(document.querySelector('svg')).toHaveAttribute('data-filled', '4');
  });

  it('draws no empty path at five stars and no filled one at none', () => {
    const { unmount } = render(<StarRating rating={5} />);
    expect(filledCount()).toBe(5);
    expect(document.querySelector('path.fill-slate-200')).toBeNull();
    unmount();
    render(<StarRating rating={0} />);
    expect(document.querySelector('path.fill-amber-400')).toBeNull();
    expect(starsDrawn('fill-slate-200')).toBe(5);
  });

  it('reads out the exact rating, not the rounded one', () => {
    render(<StarRating rating={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(filledCount()).toBe(5);
  });

  it('formats ratings with one decimal at most', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(5)).toBe('5');
    expect(formatRating(0)).toBe('0');
  });
});
