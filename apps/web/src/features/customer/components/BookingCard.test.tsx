import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bookingFixture } from '../../../test/customerFixtures';
import { BookingCard } from './BookingCard';

// The card links to the booking's care journal, so it needs a router around it.
const renderCard = (card: ReactElement) => render(<MemoryRouter>{card}</MemoryRouter>);

describe('a booking on My Bookings', () => {
  it('shows the family who the company is sending, with a number to call', () => {
    const staff = { name: 'Revathi S', phone: '9876501234', photo: null };
    renderCard(<BookingCard booking={bookingFixture({ status: 'ACCEPTED', staff })} />);
    expect(screen.getByText('Who is coming')).toBeInTheDocument();
    expect(screen.getByText('Revathi S')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call\s*9876501234/ })).toHaveAttribute(
      'href',
      'tel:+919876501234',
    );
  });

  it('says nothing about staff until the company names someone', () => {
    renderCard(<BookingCard booking={bookingFixture({ status: 'ACCEPTED' })} />);
    expect(screen.queryByText('Who is coming')).not.toBeInTheDocument();
  });

  it('links to the care journal once the booking is accepted, and not before', () => {
    const accepted = bookingFixture({ status: 'COMPLETED' });
    const { unmount } = renderCard(<BookingCard booking={accepted} />);
    expect(screen.getByRole('link', { name: 'Care journal for Lakshmi Iyer' })).toHaveAttribute(
      'href',
      `/care-journal/${accepted.id}`,
    );
    unmount();
    renderCard(<BookingCard booking={bookingFixture({ status: 'PENDING' })} />);
    expect(screen.queryByRole('link', { name: /Care journal/ })).toBeNull();
  });
});
