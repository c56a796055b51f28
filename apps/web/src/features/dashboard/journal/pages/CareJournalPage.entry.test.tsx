import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../testing/fakeServer';
import {
  BOOKING_ID,
  METFORMIN,
  THYRONORM,
  entryFixture,
  journalDay,
  sellerJournalFixture,
} from '../testing/journalFixtures';
import {
  CHECKED_IN,
  journalApi,
  openJournal,
  signInProvider as signIn,
} from '../testing/journalPage';

// Load the lazy page up front, so a busy machine compiles it outside the tests' waits.
import './CareJournalPage';

const PHOTO_ID = '9f000000-0000-4000-8000-000000000001';

describe("the caregiver writes the day's entry", () => {
  it('sends meals, the profile’s medicines by id, mood, activities, readings and notes', async () => {
    signIn();
    const api = journalApi(() => sellerJournalFixture({ todayCheckIn: CHECKED_IN }), {
      'POST /provider/journal/addEntry/:bookingId': () => ok(entryFixture(), 'Journal entry saved'),
    });
    const { user } = await openJournal();
    await user.click(screen.getByRole('button', { name: "Write today's entry" }));
    const form = screen.getByRole('region', { name: "Today's entry" });

    await user.click(within(form).getByRole('button', { name: 'Breakfast: All' }));
    await user.click(within(form).getByRole('button', { name: 'Lunch: Most' }));
    // A second tap on another portion changes it; the same portion again would clear it.
    await user.click(within(form).getByRole('button', { name: 'Lunch: Half' }));
    const morning = within(form).getByRole('group', { name: 'Metformin · 500 mg · 08:00' });
    await user.click(within(morning).getByRole('button', { name: 'Given' }));
    await user.type(
      within(form).getByRole('textbox', { name: 'Note for Metformin · 500 mg · 08:00' }),
      'After breakfast',
    );
    const anyTime = within(form).getByRole('group', { name: 'Thyronorm · Any time' });
    await user.click(within(anyTime).getByRole('button', { name: 'Not given' }));
    await user.click(within(form).getByRole('button', { name: 'Calm' }));
    await user.click(within(form).getByRole('button', { name: 'Walk' }));
    await user.type(within(form).getByLabelText('Other activity'), 'Played carrom{Enter}');
    expect(within(form).getByRole('button', { name: 'Remove Played carrom' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText('BP upper (mmHg)'), '130');
    await user.type(within(form).getByLabelText('BP lower (mmHg)'), '85');
    await user.type(within(form).getByLabelText('Temperature (°C)'), '37.2');
    await user.type(within(form).getByLabelText(/Notes/), 'Slept after lunch.');
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));

    expect(await screen.findByText('Journal entry saved')).toBeInTheDocument();
    const [sent] = api.requestsTo('POST', '/provider/journal/addEntry/:bookingId');
    expect(sent?.path).toBe(`/provider/journal/addEntry/${BOOKING_ID}`);
    expect(sent?.body).toEqual({
      date: journalDay(0),
      meals: [
        { meal: 'breakfast', portion: 'all', note: null },
        { meal: 'lunch', portion: 'half', note: null },
      ],
      medicines: [
        { medicineId: METFORMIN, given: true, time: '08:00', note: 'After breakfast' },
        { medicineId: THYRONORM, given: false, time: null, note: null },
      ],
      mood: 'calm',
      activities: ['Walk', 'Played carrom'],
      notes: 'Slept after lunch.',
      readings: { systolic: 130, diastolic: 85, sugar: null, temperature: 37.2, pulse: null },
      photoIds: [],
    });
    // The form closes once saved.
    await waitFor(() => expect(screen.queryByRole('region', { name: "Today's entry" })).toBeNull());
  });

  it("refuses a reading out of human range with the schema's words, sending nothing", async () => {
    signIn();
    const api = journalApi(() => sellerJournalFixture({ todayCheckIn: CHECKED_IN }));
    const { user } = await openJournal();
    await user.click(screen.getByRole('button', { name: "Write today's entry" }));
    const form = screen.getByRole('region', { name: "Today's entry" });
    await user.type(within(form).getByLabelText('BP upper (mmHg)'), '300');
    await user.type(within(form).getByLabelText('BP lower (mmHg)'), '80');
    await user.type(within(form).getByLabelText('Pulse (a minute)'), '7o');
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));

    expect(
      await within(form).findByText('Blood pressure (upper) must be between 60 and 260 mmHg'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('BP upper (mmHg)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Pulse must be between 30 and 220 a minute')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/provider/journal/addEntry/:bookingId')).toHaveLength(0);
  });

  it('uploads a photo as it is chosen, shows it, and attaches its id', async () => {
    signIn();
    const photo = {
      id: PHOTO_ID,
      url: `/api/v1/care-journal/photo/${PHOTO_ID}?expires=1&signature=abc`,
      width: 1200,
      height: 900,
    };
    const api = journalApi(() => sellerJournalFixture({ todayCheckIn: CHECKED_IN }), {
      'POST /provider/journal/uploadPhoto/:bookingId': ok(photo, 'Photo uploaded'),
      'POST /provider/journal/addEntry/:bookingId': ok(entryFixture({ photos: [photo] })),
    });
    const { user } = await openJournal();
    await user.click(screen.getByRole('button', { name: "Write today's entry" }));
    const form = screen.getByRole('region', { name: "Today's entry" });
    const picker = within(form).getByLabelText('Add a photo');
    expect(picker).toHaveAttribute('accept', 'image/*');
    expect(picker).toHaveAttribute('capture', 'environment');

    // Not an image (a file manager may ignore `accept`): refused on the phone, nothing uploaded.
    await userEvent
      .setup({ applyAccept: false })
      .upload(picker, new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }));
    expect(
      await within(form).findByText('Choose a photo (JPEG, PNG or WebP).'),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST', '/provider/journal/uploadPhoto/:bookingId')).toHaveLength(0);

    const file = new File(['fake image bytes'], 'lunch.png', { type: 'image/png' });
    await user.upload(picker, file);
    const thumbnail = await within(form).findByRole('img', { name: 'Photo 1' });
    expect(thumbnail).toHaveAttribute('src', photo.url);
    const [upload] = api.requestsTo('POST', '/provider/journal/uploadPhoto/:bookingId');
    expect(upload?.path).toBe(`/provider/journal/uploadPhoto/${BOOKING_ID}`);
    expect(upload?.form?.get('photo')).toBe(file);

    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    await screen.findByText('Entry saved');
    const [sent] = api.requestsTo('POST', '/provider/journal/addEntry/:bookingId');
    expect((sent?.body as { photoIds: string[] }).photoIds).toEqual([PHOTO_ID]);
  });
});

describe('a day missed in the evening', () => {
  it('can be written up the next day, for its own date', async () => {
    signIn();
    const api = journalApi(() => sellerJournalFixture({ todayCheckIn: CHECKED_IN }), {
      'POST /provider/journal/addEntry/:bookingId': ok(entryFixture({ date: journalDay(-1) })),
    });
    const { user } = await openJournal();
    await user.click(screen.getByRole('button', { name: 'Write the entry for this day' }));
    const form = await screen.findByRole('region', { name: /^Entry for / });
    await user.click(within(form).getByRole('button', { name: 'Dinner: A little' }));
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    await screen.findByText('Entry saved');
    const [sent] = api.requestsTo('POST', '/provider/journal/addEntry/:bookingId');
    expect(sent?.body).toMatchObject({
      date: journalDay(-1),
      meals: [{ meal: 'dinner', portion: 'little', note: null }],
    });
  });
});

describe('the caregiver corrects an entry', () => {
  it('within its window, through updateEntry, without the date', async () => {
    signIn();
    const entry = entryFixture();
    const api = journalApi(
      () => sellerJournalFixture({ todayCheckIn: CHECKED_IN, todayEntries: [entry] }),
      {
        'PUT /provider/journal/updateEntry/:entryId': ok(
          entryFixture({ mood: 'tired' }),
          'Entry corrected',
        ),
      },
    );
    const { user } = await openJournal();
    expect(screen.getByText('A good morning.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Correct' }));
    const form = screen.getByRole('region', { name: 'Correct the entry' });
    // The entry as it stands.
    expect(within(form).getByRole('button', { name: 'Breakfast: All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(form).getByRole('button', { name: 'Happy' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(form).getByRole('button', { name: 'Tired' }));
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));

    expect(await screen.findByText('Entry corrected')).toBeInTheDocument();
    const [sent] = api.requestsTo('PUT', '/provider/journal/updateEntry/:entryId');
    expect(sent?.path).toBe(`/provider/journal/updateEntry/${entry.id}`);
    expect(sent?.body).toEqual({
      meals: [{ meal: 'breakfast', portion: 'all', note: null }],
      medicines: [{ medicineId: METFORMIN, given: true, time: '08:00', note: null }],
      mood: 'tired',
      activities: ['Walk'],
      notes: 'A good morning.',
      readings: null,
      photoIds: [],
    });
    expect(api.requestsTo('POST', '/provider/journal/addEntry/:bookingId')).toHaveLength(0);
  });

  it('offers no correction after the window, and shows a corrected entry’s history', async () => {
    signIn();
    const old = entryFixture({
      editableUntil: new Date(Date.now() - 60_000).toISOString(),
      mood: 'tired',
      history: [
        {
          meals: [],
          medicines: [],
          mood: 'sad',
          activities: [],
          notes: 'First version',
          readings: null,
          replacedAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
        },
      ],
    });
    journalApi(() => sellerJournalFixture({ todayCheckIn: CHECKED_IN, todayEntries: [old] }));
    const { user } = await openJournal();
    expect(screen.getByText('Corrected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Correct' })).toBeNull();
    expect(screen.queryByText('First version')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show earlier versions (1)' }));
    expect(screen.getByText('First version')).toBeInTheDocument();
    expect(screen.getByText('Sad')).toBeInTheDocument();
  });
});
