import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogImage } from './BlogImage';

const cover = '/api/v1/media/cover/2026/01/6f1c0000-0000-8000-8000-0000000000e2-640.webp';
const image = () => document.querySelector('img');

describe('BlogImage', () => {
  it("gives a card's cover its 16:9 size and waits until it scrolls near", () => {
    render(<BlogImage src={cover} />);
    expect(image()).toHaveAttribute('src', cover);
    expect(image()).toHaveAttribute('width', '640');
    expect(image()).toHaveAttribute('height', '360');
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).not.toHaveAttribute('fetchpriority');
  });

  it("loads a post's hero at once, at the large size", () => {
    render(<BlogImage src={cover} size="hero" eager />);
    expect(image()).toHaveAttribute('width', '1280');
    expect(image()).toHaveAttribute('height', '720');
    expect(image()).toHaveAttribute('loading', 'eager');
    // Found only once the page's script has run, so it is asked for before the rest.
    expect(image()).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws a placeholder, and downloads nothing, for a post without a cover', () => {
    render(<BlogImage src={null} />);
    expect(image()).toBeNull();
  });
});
