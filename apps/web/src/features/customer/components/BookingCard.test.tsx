import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingFixture } from '../../../test/customerFixtures';
import { BookingCard } from './BookingCard';

describe('a booking on My Bookings', () => {
  it('shows the family who the company is sending, with a number to call', () => {
    const staff = { name: 'Revathi S', phone: '9876501234', photo: null };
    render(<BookingCard booking={bookingFixture({ status: 'ACCEPTED', staff })} />);
    expect(screen.getByText('Who is coming')).toBeInTheDocument();
    expect(screen.getByText('Revathi S')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call\s*9876501234/ })).toHaveAttribute(
      'href',
      'tel:+919876501234',
    );
  });

  it('says nothing about staff until the company names someone', () => {
    render(<BookingCard booking={bookingFixture({ status: 'ACCEPTED' })} />);
    expect(screen.queryByText('Who is coming')).not.toBeInTheDocument();
  });
});
