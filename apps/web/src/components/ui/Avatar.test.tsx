import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar';

const photo = '/api/v1/media/photo/2026/01/6f1c0000-0000-8000-8000-0000000000e2-112.webp';
const image = () => document.querySelector('img');

describe('Avatar', () => {
  it('gives a card photo the small size as its width and height, and waits to load it', () => {
    render(<Avatar name="Lakshmi Narayanan" src={photo} />);
    expect(image()).toHaveAttribute('src', photo);
    expect(image()).toHaveAttribute('width', '112');
    expect(image()).toHaveAttribute('height', '112');
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).not.toHaveAttribute('fetchpriority');
    expect(image()).toHaveAttribute('decoding', 'async');
  });

  it("loads a profile page's photo at once, at the large size", () => {
    render(<Avatar name="Lakshmi Narayanan" src={photo} size="profile" eager />);
    expect(image()).toHaveAttribute('width', '320');
    expect(image()).toHaveAttribute('height', '320');
    expect(image()).toHaveAttribute('loading', 'eager');
    // Found only once the page's script has run, so it is asked for before the rest.
    expect(image()).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the initials, and downloads nothing, when there is no photo', () => {
    const { container } = render(<Avatar name="Lakshmi Narayanan" src={null} />);
    expect(image()).toBeNull();
    expect(container).toHaveTextContent('LN');
    expect(initialsOf('  priya  ')).toBe('P');
  });
});
