import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filledStars, formatRating, StarRating } from './StarRating';

function filledCount() {
  return document.querySelectorAll('svg[data-filled="true"]').length;
}

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
    expect(document.querySelectorAll('svg')).toHaveLength(5);
    expect(filledCount()).toBe(4);
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
